import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { thaiTaxIdCheckDigit } from '@shop/domain/validation/thai-tax-id';
import { taxProfiles } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertStudent } from '../../test/factories';
import { resetSettings, setSettings } from '../../test/settings';
import { signIn } from '../../test/sign-in';
import {
  insertCustomLabel,
  insertStoredImage,
  memberPayload,
  register,
  sessionCookie,
} from './registration-test-helpers';

const TAX_ID = `010555512345${String(thaiTaxIdCheckDigit('010555512345'))}`;

const juristicProfile = (certificate: string | null) => ({
  tax_person_type: 'juristic_person',
  tax_name_one: 'บริษัท สอนดี จำกัด',
  tax_name_two: '00001',
  tax_payer_identification_no: TAX_ID,
  tax_address: '99 ถนนพระราม 4 กรุงเทพฯ',
  tax_is_delivery_by_tax_address: false,
  tax_delivery_address: 'ตู้ ปณ. 10 กรุงเทพฯ',
  tax_company_certificate: certificate,
});

describe('the student profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await resetSettings(t.db);
  });

  const profile = (cookie?: string, url = '/private/students') =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const putTax = (
    cookie: string | undefined,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'PUT',
      url: '/private/myaccount/students/tax',
      payload,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
  const taxRowOf = async (userId: number) =>
    (await t.db.select().from(taxProfiles).where(eq(taxProfiles.userId, userId)))[0] ?? null;

  it('shows the signed-in student their profile with tax fields and custom-label answers', async () => {
    const label = await insertCustomLabel(t.db, { label: 'โรงเรียน' });
    const payload = memberPayload({ address: 'เชียงใหม่', customLabel: { [label.id]: 'สาธิต' } });
    const registration = await register(t.app, payload);

    const response = await profile(sessionCookie(registration) ?? '');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: {
        id: registration.json<{ userId: number }>().userId,
        firstname: 'สมชาย',
        lastname: 'ใจดี',
        email: payload.email,
        tel: '0812345678',
        address: 'เชียงใหม่',
        is_member: true,
        has_password: true,
        is_require_tax_invoice: false,
        tax_person_type: 'normal_person',
        customLabel: [{ id: label.id, label: 'โรงเรียน', type_label: 'inputtext', value: 'สาธิต' }],
      },
    });
    expect(response.body).not.toMatch(/argon2|password_hash|passwordHash/);
  });

  it("does not let a student read another student's profile", async () => {
    const mine = await insertStudent(t.db, { firstname: 'Mine' });
    const other = await insertStudent(t.db, { firstname: 'Other' });
    const cookie = await signIn(t.app, mine.username);

    const response = await profile(
      cookie,
      `/private/students?userId=${String(other.id)}&id=${String(other.id)}`,
    );

    expect(response.json()).toMatchObject({ data: { id: mine.id, firstname: 'Mine' } });
    expect(response.body).not.toContain(other.email);
  });

  it('answers a visitor with 401 on both profile routes', async () => {
    expect((await profile()).statusCode).toBe(401);
    const put = await putTax(undefined, juristicProfile(null));
    expect(put.statusCode).toBe(401);
    expect(put.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });

  it('saves a juristic tax profile with its uploaded certificate and shows it back', async () => {
    const student = await insertStudent(t.db);
    const cookie = await signIn(t.app, student.username);
    const certificate = await insertStoredImage(t.db, { uploadedBy: student.id });

    const saved = await putTax(cookie, juristicProfile(certificate));

    expect(saved.json()).toEqual({ success: true });
    expect((await profile(cookie)).json()).toMatchObject({
      data: { is_require_tax_invoice: true, ...juristicProfile(certificate) },
    });
  });

  it('refuses a tax profile that breaks the tax form rules with INPUT_ERROR per field, saving nothing', async () => {
    await setSettings(t.db, {
      register_form: {
        firstname: { is_enable: true, is_require: true },
        lastname: { is_enable: true, is_require: true },
        nickname: { is_enable: false, is_require: false },
        tel: { is_enable: true, is_require: true },
        address: { is_enable: false, is_require: false },
        image_profile: { is_enable: false, is_require: false },
        company_certificate: { is_enable: true, is_require: true },
      },
    });
    const student = await insertStudent(t.db);
    const cookie = await signIn(t.app, student.username);

    const response = await putTax(
      cookie,
      { ...juristicProfile(null), tax_payer_identification_no: '12345', tax_delivery_address: '' },
      { 'accept-language': 'en' },
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'INPUT_ERROR',
        params: [
          { param: 'tax_payer_identification_no', message: "The company's taxpayer ID must be 13 digits" },
          { param: 'tax_delivery_address', message: 'Please enter the address to send the tax invoice to' },
          { param: 'tax_company_certificate', message: 'Please attach the company certificate' },
        ],
      },
    });
    expect(await taxRowOf(student.id)).toBeNull();
  });

  it('refuses a certificate name the server never stored with FILE_NOT_OWNED', async () => {
    const student = await insertStudent(t.db);
    const cookie = await signIn(t.app, student.username);

    const response = await putTax(cookie, juristicProfile('0123456789abcdef0123456789abcdef.png'));

    expect(response.json()).toMatchObject({
      error: { code: 'FILE_NOT_OWNED', params: [{ param: 'tax_company_certificate' }] },
    });
    expect(await taxRowOf(student.id)).toBeNull();
  });
});
