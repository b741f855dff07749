import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { thaiTaxIdCheckDigit } from '@shop/domain/validation/thai-tax-id';
import { mediaFiles, taxProfiles, users } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertStudent, insertUser } from '../../test/factories';
import { makeDataDir, removeDataDir } from '../../test/read-mail';
import { resetSettings } from '../../test/settings';
import { signIn } from '../../test/sign-in';
import { memberPayload, register, sessionCookie } from '../accounts/registration-test-helpers';
import { cookies, fetchUpload, nextAddress, uploadPicture } from './upload-test-client';

const TAX_ID = `010555512345${String(thaiTaxIdCheckDigit('010555512345'))}`;

const taxFields = (certificate: string) => ({
  is_require_tax_invoice: 1,
  tax_person_type: 'juristic_person',
  tax_name_one: 'บริษัท สอนดี จำกัด',
  tax_name_two: '00001',
  tax_payer_identification_no: TAX_ID,
  tax_address: '99 ถนนพระราม 4 กรุงเทพฯ',
  tax_is_delivery_by_tax_address: 1,
  tax_company_certificate: certificate,
});

describe('private uploads', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });
  beforeEach(async () => {
    await resetSettings(t.db);
  });

  const visitorUploads = async () => {
    const sent = await uploadPicture(t.app, { address: nextAddress() });
    expect(sent.statusCode).toBe(200);
    return { name: sent.name, cookie: sent.visitorCookie ?? '' };
  };
  const adminCookie = async () => signIn(t.app, (await insertUser(t.db, { roles: ['admin'] })).username);
  const studentCookie = async () => signIn(t.app, (await insertStudent(t.db)).username);
  const putTax = (cookie: string, certificate: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/private/myaccount/students/tax',
      payload: { ...taxFields(certificate), tax_is_delivery_by_tax_address: true },
      headers: { cookie },
    });
  const rowOf = async (fileName: string) =>
    (await t.db.select().from(mediaFiles).where(eq(mediaFiles.fileName, fileName)))[0];

  it("serves a visitor's upload only to that visitor and the administrators, never cached", async () => {
    const mine = await visitorUploads();
    const stranger = await visitorUploads();
    const copy = Object.values((await rowOf(mine.name))?.variants ?? {})[0] ?? '';

    const own = await fetchUpload(t.app, mine.name, mine.cookie);
    const admin = await fetchUpload(t.app, mine.name, await adminCookie());

    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('private, no-store');
    expect((await fetchUpload(t.app, copy, mine.cookie)).statusCode).toBe(200);
    for (const cookie of [undefined, stranger.cookie, await studentCookie()]) {
      expect((await fetchUpload(t.app, mine.name, cookie)).statusCode).toBe(404);
      expect((await fetchUpload(t.app, copy, cookie)).statusCode).toBe(404);
    }
  });

  it('keeps a tax certificate sent while registering private to the new student and the administrators', async () => {
    const visitor = await visitorUploads();

    const registered = await register(t.app, memberPayload(taxFields(visitor.name)), {
      cookie: visitor.cookie,
    });

    expect(registered.statusCode).toBe(200);
    const { userId } = registered.json<{ userId: number }>();
    const [tax] = await t.db.select().from(taxProfiles).where(eq(taxProfiles.userId, userId));
    expect(tax?.taxCompanyCertificate).toBe(visitor.name);
    const student = sessionCookie(registered);
    const served = await fetchUpload(t.app, visitor.name, cookies(student, visitor.cookie));
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect((await fetchUpload(t.app, visitor.name, await adminCookie())).statusCode).toBe(200);
    // The account owns it now: the visitor cookie alone, anyone else and a visitor see nothing.
    for (const cookie of [visitor.cookie, await studentCookie(), undefined])
      expect((await fetchUpload(t.app, visitor.name, cookie)).statusCode).toBe(404);
  });

  it('shows a profile picture chosen while registering to everyone, cached for a year', async () => {
    const visitor = await visitorUploads();

    const registered = await register(t.app, memberPayload({ displayImgUrl: visitor.name }), {
      cookie: visitor.cookie,
    });

    expect(registered.statusCode).toBe(200);
    const served = await fetchUpload(t.app, visitor.name);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("refuses a registration naming another visitor's upload with FILE_NOT_OWNED, writing nothing", async () => {
    const owner = await visitorUploads();
    const other = await visitorUploads();
    const payload = memberPayload(taxFields(owner.name));

    const refused = await register(t.app, payload, { cookie: other.cookie });

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      error: { code: 'FILE_NOT_OWNED', params: [{ param: 'tax_company_certificate' }] },
    });
    expect(sessionCookie(refused)).toBeNull();
    expect(await t.db.select().from(users).where(eq(users.email, payload.email))).toEqual([]);
    expect(await rowOf(owner.name)).toMatchObject({ uploadedBy: null, visibility: 'private' });
    expect((await fetchUpload(t.app, owner.name, owner.cookie)).statusCode).toBe(200);
  });

  it("refuses a tax profile naming another student's certificate with FILE_NOT_OWNED", async () => {
    const first = await studentCookie();
    const second = await insertStudent(t.db);
    const sent = await uploadPicture(t.app, { cookie: first, address: nextAddress() });
    expect((await putTax(first, sent.name)).json()).toEqual({ success: true });

    const refused = await putTax(await signIn(t.app, second.username), sent.name);

    expect(refused.json()).toMatchObject({
      error: { code: 'FILE_NOT_OWNED', params: [{ param: 'tax_company_certificate' }] },
    });
    expect(await t.db.select().from(taxProfiles).where(eq(taxProfiles.userId, second.id))).toEqual([]);
    // Its owner saves the profile again with the same certificate.
    expect((await putTax(first, sent.name)).json()).toEqual({ success: true });
  });

  it('refuses a tax profile naming a catalogue picture an administrator uploaded', async () => {
    const admin = await adminCookie();
    const picture = await uploadPicture(t.app, { cookie: admin, address: nextAddress() });

    const refused = await putTax(await studentCookie(), picture.name);

    expect(refused.json()).toMatchObject({ error: { code: 'FILE_NOT_OWNED' } });
    expect(await rowOf(picture.name)).toMatchObject({ visibility: 'public', purpose: null });
  });

  it('lets a student use a certificate sent from the same browser before signing in', async () => {
    const visitor = await visitorUploads();
    const student = await insertStudent(t.db);
    const session = await signIn(t.app, student.username);

    const saved = await putTax(cookies(session, visitor.cookie), visitor.name);

    expect(saved.json()).toEqual({ success: true });
    expect(await rowOf(visitor.name)).toMatchObject({
      uploadedBy: student.id,
      purpose: 'tax_certificate',
      visibility: 'private',
      expiresAt: null,
    });
  });
});
