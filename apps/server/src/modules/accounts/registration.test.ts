import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { thaiTaxIdCheckDigit } from '@shop/domain/validation/thai-tax-id';
import { customLabelAnswers, taxProfiles, users } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { resetSettings, setSettings } from '../../test/settings';
import {
  insertCustomLabel,
  insertStoredImage,
  insertUserGroup,
  MEMBER_PASSWORD,
  memberPayload,
  register,
  sessionCookie,
  visitorUploadCookie,
} from './registration-test-helpers';

const TAX_ID = `123456789012${String(thaiTaxIdCheckDigit('123456789012'))}`;

describe('POST /public/students/course-detail-page', () => {
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

  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  it('creates a member account and signs it in at once, so no separate login call is needed', async () => {
    const payload = memberPayload();

    const response = await register(t.app, payload);

    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; createStudent: boolean; userId: number }>();
    expect(body).toEqual({ success: true, createStudent: true, userId: expect.any(Number) as number });
    const cookie = sessionCookie(response);
    expect(cookie).not.toBeNull();
    expect((await me(cookie ?? '')).json()).toMatchObject({
      data: { id: body.userId, username: payload.username, is_member: true, roles: ['student'] },
    });
    expect((await login(payload.username, MEMBER_PASSWORD)).statusCode).toBe(200);
    expect(response.body).not.toContain('argon2');
  });

  it('stores the profile, custom-label answers, tax profile and the default user group', async () => {
    await insertUserGroup(t.db, 'ทั่วไป', true);
    const group = (await t.db.query.userGroups.findMany()).find((item) => item.isDefault);
    const job = await insertCustomLabel(t.db, {
      typeLabel: 'select',
      label: 'อาชีพ',
      itemList: ['ครู', 'นักเรียน'],
    });
    const topics = await insertCustomLabel(t.db, {
      typeLabel: 'checkbox',
      label: 'Topics',
      itemList: ['a', 'b', 'c'],
    });
    const card = await insertCustomLabel(t.db, { typeLabel: 'image', label: 'Student card' });
    const visitor = visitorUploadCookie();
    const cardFile = await insertStoredImage(t.db, visitor);
    const certificate = await insertStoredImage(t.db, visitor);

    const response = await register(
      t.app,
      memberPayload({
        nickname: 'ชาย',
        customLabel: JSON.stringify({ [job.id]: 'ครู', [topics.id]: ['a', 'c'], [card.id]: cardFile }),
        is_require_tax_invoice: 1,
        tax_person_type: 'juristic_person',
        tax_name_one: 'บริษัท ตัวอย่าง จำกัด',
        tax_name_two: 'สำนักงานใหญ่',
        tax_payer_identification_no: TAX_ID,
        tax_address: '1 ถนนสีลม กรุงเทพฯ',
        tax_is_delivery_by_tax_address: 1,
        tax_company_certificate: certificate,
      }),
      { cookie: visitor.cookie },
    );

    expect(response.statusCode).toBe(200);
    const { userId } = response.json<{ userId: number }>();
    const [user] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({
      nickname: 'ชาย',
      userGroupId: group?.id,
      isMember: true,
      createdBy: 'self',
    });
    const answers = await t.db.select().from(customLabelAnswers).where(eq(customLabelAnswers.userId, userId));
    expect(answers.map((answer) => answer.value).sort()).toEqual([['a', 'c'], cardFile, 'ครู'].sort());
    const [tax] = await t.db.select().from(taxProfiles).where(eq(taxProfiles.userId, userId));
    expect(tax).toMatchObject({
      isRequireTaxInvoice: true,
      taxPersonType: 'juristic_person',
      taxPayerIdentificationNo: TAX_ID,
      taxCompanyCertificate: certificate,
    });
  });

  it('puts the student in the group they chose when the site lets students pick', async () => {
    await setSettings(t.db, { is_enable_user_group: true, is_student_select_group: true });
    await insertUserGroup(t.db, 'Default', true);
    const chosen = await insertUserGroup(t.db, 'Teachers');

    const response = await register(t.app, memberPayload({ user_group_id: String(chosen.id) }));

    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, response.json<{ userId: number }>().userId));
    expect(user?.userGroupId).toBe(chosen.id);
  });

  it('accepts an e-mail on a long top-level domain', async () => {
    const response = await register(
      t.app,
      memberPayload({ email: `sales_${String(Date.now())}@studio.photography` }),
    );

    expect(response.statusCode).toBe(200);
  });

  it('makes a non-member account that cannot sign in with a password until one is set', async () => {
    const email = `Buyer.${String(Date.now())}@Example.com`;
    const { username: _u, password: _p, confirm_password: _c, ...payload } = memberPayload({ email });

    const response = await register(t.app, payload);

    expect(response.statusCode).toBe(200);
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, response.json<{ userId: number }>().userId));
    expect(user).toMatchObject({ isMember: false, passwordHash: null, createdBy: 'checkout', email });
    expect(user?.username).toMatch(/^Buyer\.\d+_\d{13}$/);
    expect(sessionCookie(response)).not.toBeNull();
    for (const guess of ['', email, user?.username ?? '']) {
      expect((await login(user?.username ?? '', guess || 'x')).statusCode).toBe(401);
    }
  });
});
