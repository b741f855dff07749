import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StudentProfile } from '@shop/contract/accounts/student-profile';
import { registerFormSchema } from '@shop/contract/settings/site-settings';
import { users } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertStudent, TEST_PASSWORD } from '../../test/factories';
import { resetSettings, setSettings } from '../../test/settings';
import { signIn } from '../../test/sign-in';
import { insertCustomLabel, insertStoredImage } from './registration-test-helpers';

describe('My account: the profile and the password', () => {
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

  const student = async (overrides: Parameters<typeof insertStudent>[1] = {}) => {
    const user = await insertStudent(t.db, overrides);
    return { user, cookie: await signIn(t.app, user.username) };
  };
  const put = (url: string, cookie: string | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url, payload, headers: cookie ? { cookie } : {} });
  const putProfile = (cookie: string | null, payload: Record<string, unknown>) =>
    put('/private/myaccount/students', cookie, payload);
  const putPassword = (cookie: string | null, payload: Record<string, unknown>) =>
    put('/private/myaccount/students/password', cookie, payload);
  const profileOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/private/students', headers: { cookie } })).json<{
      data: StudentProfile;
    }>().data;
  const rowOf = async (userId: number) => (await t.db.select().from(users).where(eq(users.id, userId)))[0];

  let addresses = 0;
  // Each test's student takes its own address: one taken by an earlier test would be refused.
  const detailsOf = () => {
    addresses += 1;
    return {
      firstname: 'สมหญิง',
      lastname: 'เรียนดี',
      email: `somying${String(addresses)}@example.com`,
      tel: '0899999999',
    };
  };

  it("saves the student's new name, e-mail, phone, picture and custom answers", async () => {
    const details = detailsOf();
    const form = registerFormSchema.parse({ image_profile: { is_enable: true, is_require: false } });
    await setSettings(t.db, { register_form: form });
    const label = await insertCustomLabel(t.db, { label: 'โรงเรียน' });
    const { user, cookie } = await student();
    const picture = await insertStoredImage(t.db, { uploadedBy: user.id });

    const saved = await putProfile(cookie, {
      ...details,
      displayImgUrl: picture,
      customLabel: { [label.id]: 'สาธิต' },
    });

    expect(saved.json()).toEqual({ success: true });
    expect(saved.headers['cache-control']).toBe('no-store');
    expect(await profileOf(cookie)).toMatchObject({
      ...details,
      displayImgUrl: picture,
      customLabel: [{ id: label.id, value: 'สาธิต' }],
    });
  });

  it('keeps a field the shop switched off as it was', async () => {
    const details = detailsOf();
    const { user, cookie } = await student({ address: '99 ถนนพระราม 4' });

    await putProfile(cookie, { ...details, address: '' });

    expect((await rowOf(user.id))?.address).toBe('99 ถนนพระราม 4');
  });

  it('refuses an e-mail another account has, whatever its case, and changes nothing', async () => {
    const details = detailsOf();
    await insertStudent(t.db, { email: 'taken@example.com' });
    const { user, cookie } = await student();
    const before = await rowOf(user.id);

    const refused = await putProfile(cookie, { ...details, email: 'Taken@Example.com' });

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      error: { code: 'DUPLICATE_EMAIL', params: [{ param: 'email', message: 'อีเมลนี้ถูกใช้งานแล้ว' }] },
    });
    expect(await rowOf(user.id)).toEqual(before);
  });

  it('lets the student keep their own e-mail', async () => {
    const details = detailsOf();
    const { user, cookie } = await student();

    const saved = await putProfile(cookie, { ...details, email: user.email.toUpperCase() });

    expect(saved.statusCode).toBe(200);
  });

  it("names every field that breaks registration's rules, in the reader's language", async () => {
    const { user, cookie } = await student();
    const before = await rowOf(user.id);

    const refused = await t.app.inject({
      method: 'PUT',
      url: '/private/myaccount/students',
      headers: { cookie, 'accept-language': 'en' },
      payload: { firstname: '', lastname: 'Jaidee', email: 'nope', tel: '12' },
    });

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'INPUT_ERROR',
        params: [
          { param: 'firstname', message: 'Please enter your first name' },
          { param: 'email', message: 'Invalid e-mail address' },
          { param: 'tel', message: 'Phone number must be 9 to 10 digits' },
        ],
      },
    });
    expect(await rowOf(user.id)).toEqual(before);
  });

  it("refuses a picture that is not the student's own upload", async () => {
    const details = detailsOf();
    const form = registerFormSchema.parse({ image_profile: { is_enable: true, is_require: false } });
    await setSettings(t.db, { register_form: form });
    const other = await insertStudent(t.db);
    const theirs = await insertStoredImage(t.db, { uploadedBy: other.id });
    const { cookie } = await student();

    const refused = await putProfile(cookie, { ...details, displayImgUrl: theirs });

    expect(refused.json()).toMatchObject({ error: { code: 'FILE_NOT_OWNED' } });
    expect((await profileOf(cookie)).displayImgUrl).toBeNull();
  });

  it('changes the password when the current one is right, and signs out the other browsers', async () => {
    const { user, cookie } = await student();
    const otherBrowser = await signIn(t.app, user.username);

    const changed = await putPassword(cookie, {
      current_password: TEST_PASSWORD,
      password: 'new-pass.2026',
      confirm_password: 'new-pass.2026',
    });

    expect(changed.json()).toEqual({ success: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/private/students', headers: { cookie } })).statusCode,
    ).toBe(200);
    const signedOut = await t.app.inject({
      method: 'GET',
      url: '/private/students',
      headers: { cookie: otherBrowser },
    });
    expect(signedOut.statusCode).toBe(401);
    await expect(signIn(t.app, user.username, 'new-pass.2026')).resolves.toMatch(/^sid=/);
    await expect(signIn(t.app, user.username)).rejects.toThrow();
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const { user, cookie } = await student();

    const refused = await putPassword(cookie, {
      current_password: 'not-my-password',
      password: 'new-pass.2026',
      confirm_password: 'new-pass.2026',
    });

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'WRONG_CURRENT_PASSWORD',
        params: [{ param: 'current_password', message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง' }],
      },
    });
    await expect(signIn(t.app, user.username)).resolves.toMatch(/^sid=/);
  });

  it('holds the new password to the rule of registration and asks for it twice alike', async () => {
    const { cookie } = await student();

    const refused = await putPassword(cookie, {
      current_password: TEST_PASSWORD,
      password: 'abc',
      confirm_password: 'abd',
    });

    expect(refused.json()).toMatchObject({
      error: { code: 'INPUT_ERROR', params: [{ param: 'password' }, { param: 'confirm_password' }] },
    });
  });

  it('asks a visitor to sign in', async () => {
    const details = detailsOf();
    expect((await putProfile(null, details)).statusCode).toBe(401);
    expect((await putPassword(null, {})).statusCode).toBe(401);
  });
});
