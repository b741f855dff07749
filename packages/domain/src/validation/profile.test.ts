import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { profileSchema, type ProfileOptions } from './profile';
import type { FieldSetting, RegisterFormField } from './registration';

const off: FieldSetting = { isEnable: false, isRequire: false };
const required: FieldSetting = { isEnable: true, isRequire: true };

const options = (overrides: Partial<Record<RegisterFormField, FieldSetting>> = {}): ProfileOptions => ({
  registerForm: {
    firstname: required,
    lastname: required,
    nickname: off,
    tel: required,
    address: off,
    imageProfile: off,
    companyCertificate: off,
    ...overrides,
  },
  customLabels: [{ id: 4, typeLabel: 'inputtext', label: 'School', required: true }],
});

const issues = (payload: Record<string, unknown>, opts = options()) => {
  const result = profileSchema(opts, messages.en).safeParse(payload);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

const valid = {
  firstname: 'Somchai',
  lastname: 'Jaidee',
  email: 'somchai@example.com',
  tel: '0812345678',
  customLabel: { '4': 'Satit' },
};

describe('the profile a student edits', () => {
  it('accepts the main data without a username, password, group or tax invoice', () => {
    expect(issues(valid)).toEqual([]);
  });

  it('holds the fields to the rules of registration', () => {
    expect(
      issues({ ...valid, firstname: '', email: 'not-an-address', tel: '08-123', customLabel: {} }),
    ).toEqual([
      ['firstname', 'Please enter your first name'],
      ['email', 'Invalid e-mail address'],
      ['tel', 'Phone number must be 9 to 10 digits'],
      ['customLabel.4', 'Please enter School'],
    ]);
  });
});
