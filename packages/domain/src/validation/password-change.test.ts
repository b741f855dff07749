import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { passwordChangeSchema } from './password-change';
import { passwordIssue } from './registration';

const issues = (payload: Record<string, unknown>) => {
  const result = passwordChangeSchema(messages.en).safeParse(payload);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('a password change', () => {
  it('accepts the current password and a new one typed twice', () => {
    expect(
      issues({ current_password: 'old-pass', password: 'new.pass1', confirm_password: 'new.pass1' }),
    ).toEqual([]);
  });

  it('asks for every field of an empty form, one message each', () => {
    expect(issues({})).toEqual([
      ['current_password', 'Please enter your current password'],
      ['password', 'Please enter a password'],
      ['confirm_password', 'Please confirm your password'],
    ]);
  });

  it('holds the new password to the rule registration holds it to', () => {
    const [rule] = passwordIssue('abc', messages.en.registration, {});
    expect(rule).toBeDefined();
    expect(issues({ current_password: 'old-pass', password: 'abc', confirm_password: 'abc' })).toEqual([
      ['password', rule?.message],
    ]);
  });

  it('refuses a confirmation that differs from the new password', () => {
    expect(
      issues({ current_password: 'old-pass', password: 'new.pass1', confirm_password: 'new.pass2' }),
    ).toEqual([['confirm_password', 'Password and confirmation do not match']]);
  });
});
