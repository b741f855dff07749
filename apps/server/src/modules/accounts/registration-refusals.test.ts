import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { thaiTaxIdCheckDigit } from '@shop/domain/validation/thai-tax-id';
import { customLabels } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertStudent } from '../../test/factories';
import { resetSettings, setSettings } from '../../test/settings';
import {
  accountRowCounts,
  insertCustomLabel,
  memberPayload,
  register,
  sessionCookie,
} from './registration-test-helpers';

const TAX_ID = `123456789012${String(thaiTaxIdCheckDigit('123456789012'))}`;

describe('POST /public/students/course-detail-page refusals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await resetSettings(t.db);
    await t.db.delete(customLabels);
  });

  /** Sends a registration that must be refused, and checks that it changed nothing. */
  const refused = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const before = await accountRowCounts(t.db);
    const response = await register(t.app, payload, headers);
    expect(await accountRowCounts(t.db)).toEqual(before);
    expect(sessionCookie(response)).toBeNull();
    return {
      status: response.statusCode,
      error: response.json<{ error: { code: string; params?: { param: string; message: string }[] } }>()
        .error,
    };
  };

  it('refuses a second account with the same e-mail in other letter case with DUPLICATE_EMAIL', async () => {
    await insertStudent(t.db, { email: 'mali.dup@example.com' });

    const { status, error } = await refused(memberPayload({ email: 'MALI.Dup@Example.com' }));

    expect(status).toBe(409);
    expect(error.code).toBe('DUPLICATE_EMAIL');
  });

  it('refuses a non-member purchase on an e-mail that already has an account with DUPLICATE_EMAIL', async () => {
    await insertStudent(t.db, { email: 'returning@example.com' });
    const {
      username: _u,
      password: _p,
      confirm_password: _c,
      ...payload
    } = memberPayload({
      email: 'returning@example.com',
    });

    expect((await refused(payload)).error.code).toBe('DUPLICATE_EMAIL');
  });

  it('refuses a username taken in other letter case with DUPLICATE_USERNAME', async () => {
    await insertStudent(t.db, { username: 'Taken_Name' });

    const { status, error } = await refused(memberPayload({ username: 'taken_name' }));

    expect(status).toBe(409);
    expect(error.code).toBe('DUPLICATE_USERNAME');
  });

  it.each([
    ['an e-mail without a domain', { email: 'somchai@' }, 'INVALID_FORMAT_EMAIL', 'email'],
    ['a username with a space', { username: 'som chai' }, 'INVALID_FORMAT_USERNAME', 'username'],
    ['a username in Thai letters', { username: 'สมชาย' }, 'INVALID_FORMAT_USERNAME', 'username'],
    [
      'a password of 7 characters',
      { password: 'abc1234', confirm_password: 'abc1234' },
      'PASSWORD_TOO_SHORT',
      'password',
    ],
    [
      'a password of 129 characters',
      { password: 'p'.repeat(129), confirm_password: 'p'.repeat(129) },
      'PASSWORD_TOO_LONG',
      'password',
    ],
  ])('refuses %s with its format code', async (_name, overrides, code, param) => {
    const { status, error } = await refused(memberPayload(overrides));

    expect(status).toBe(400);
    expect(error.code).toBe(code);
    expect(error.params?.map((item) => item.param)).toContain(param);
  });

  it('lists every failed field with INPUT_ERROR and a message in the reader language', async () => {
    const label = await insertCustomLabel(t.db, { label: 'Company', required: true });

    const { status, error } = await refused(
      memberPayload({ firstname: '', tel: '12-34', confirm_password: 'other123', customLabel: '{}' }),
      { 'accept-language': 'en-US,en;q=0.9' },
    );

    expect(status).toBe(400);
    expect(error.code).toBe('INPUT_ERROR');
    expect(error.params).toEqual(
      expect.arrayContaining([
        { param: 'firstname', message: 'Please enter your first name' },
        { param: 'tel', message: 'Phone number must be 9 to 10 digits' },
        { param: 'confirm_password', message: 'Password and confirmation do not match' },
        { param: `customLabel.${String(label.id)}`, message: 'Please enter Company' },
      ]),
    );
  });

  it('names a required custom field by its English name to an English reader, by its Thai name otherwise', async () => {
    const label = await insertCustomLabel(t.db, { label: 'อาชีพ', labelEn: 'Occupation', required: true });
    const param = `customLabel.${String(label.id)}`;

    const english = await refused(memberPayload({ customLabel: '{}' }), { 'accept-language': 'en' });
    const thai = await refused(memberPayload({ customLabel: '{}' }));

    expect(english.error.params).toContainEqual({ param, message: 'Please enter Occupation' });
    expect(thai.error.params).toContainEqual({ param, message: 'กรุณากรอก อาชีพ' });
  });

  it('answers in Thai by default', async () => {
    const { error } = await refused(memberPayload({ lastname: ' ' }));

    expect(error.params).toContainEqual({ param: 'lastname', message: 'กรุณากรอกนามสกุล' });
  });

  it('refuses a tax invoice request whose tax id fails the checksum', async () => {
    const wrong = `${TAX_ID.slice(0, 12)}${String((Number(TAX_ID.slice(12)) + 1) % 10)}`;
    const { error } = await refused(
      memberPayload({
        is_require_tax_invoice: true,
        tax_name_one: 'สมชาย',
        tax_name_two: 'ใจดี',
        tax_payer_identification_no: wrong,
        tax_address: 'กรุงเทพฯ',
      }),
    );

    expect(error.code).toBe('INPUT_ERROR');
    expect(error.params?.map((item) => item.param)).toEqual(['tax_payer_identification_no']);
  });

  it('refuses a choice that is not one of the label options', async () => {
    const label = await insertCustomLabel(t.db, { typeLabel: 'radio', itemList: ['yes', 'no'] });

    const { error } = await refused(memberPayload({ customLabel: { [label.id]: 'maybe' } }));

    expect(error).toMatchObject({
      code: 'INPUT_ERROR',
      params: [{ param: `customLabel.${String(label.id)}` }],
    });
  });

  it('refuses a profile picture or certificate that the server never stored with FILE_NOT_OWNED', async () => {
    const picture = await refused(memberPayload({ displayImgUrl: '../../etc/passwd' }));
    const certificate = await refused(
      memberPayload({
        is_require_tax_invoice: true,
        tax_name_one: 'สมชาย',
        tax_name_two: 'ใจดี',
        tax_payer_identification_no: TAX_ID,
        tax_address: 'กรุงเทพฯ',
        tax_company_certificate: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg',
      }),
    );

    expect(picture.error).toMatchObject({ code: 'FILE_NOT_OWNED', params: [{ param: 'displayImgUrl' }] });
    expect(certificate.error).toMatchObject({
      code: 'FILE_NOT_OWNED',
      params: [{ param: 'tax_company_certificate' }],
    });
  });

  it('refuses a group that does not exist when students pick their group', async () => {
    await setSettings(t.db, { is_enable_user_group: true, is_student_select_group: true });

    const { error } = await refused(memberPayload({ user_group_id: 999_999 }));

    expect(error).toMatchObject({ code: 'INPUT_ERROR', params: [{ param: 'user_group_id' }] });
  });

  it('refuses a body field of the wrong kind with INPUT_ERROR naming it', async () => {
    const { status, error } = await refused(memberPayload({ age: 'old' }));

    expect(status).toBe(400);
    expect(error.code).toBe('INPUT_ERROR');
    expect(error.params?.[0]?.param).toBe('age');
  });
});
