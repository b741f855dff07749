import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bankAccounts, mediaFiles } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertCourse, insertStudent, insertUser } from '../../test/factories';
import { enrol, insertLearningCourse, type LearningCourse } from '../../test/learning-fixtures';
import { insertPaymentMethodsForPayments, orderToPay } from '../../test/payment-fixtures';
import { makeDataDir, removeDataDir } from '../../test/read-mail';
import { resetSettings } from '../../test/settings';
import { sessionCookieFor } from '../../test/sessions';
import { signIn } from '../../test/sign-in';
import { tinyPng, uploadSlip } from '../../test/slip-upload';
import { multipart } from './media-test-helpers';
import { startOrderSweeper } from '../orders/order-sweeper';
import { memberPayload, register, sessionCookie } from '../accounts/registration-test-helpers';
import { removeExpiredUploads } from './expired-uploads';
import { cookies, fetchUpload, nextAddress, uploadPicture } from './upload-test-client';

const HOUR_MS = 3_600_000;

describe('uploads nothing claimed', () => {
  let t: TestApp;
  let dataDir: string;
  let course: LearningCourse;
  let adminCookie: string;
  // A course with its lecture files, and the payment methods: slow on a busy two-core machine.
  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildTestApp({ DATA_DIR: dataDir, UNCLAIMED_UPLOAD_HOURS: '24' });
    await insertPaymentMethodsForPayments(t.db);
    course = await insertLearningCourse(t.db, dataDir);
    adminCookie = await signIn(t.app, (await insertUser(t.db, { roles: ['admin'] })).username);
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });
  beforeEach(async () => {
    await resetSettings(t.db);
  });

  /** The sweeper's pass at a moment `hours` from now. */
  const sweepIn = (hours: number) =>
    removeExpiredUploads(t.db, t.app.storage, new Date(Date.now() + hours * HOUR_MS));
  const visitorUploads = async () => {
    const sent = await uploadPicture(t.app, { address: nextAddress() });
    expect(sent.statusCode).toBe(200);
    return { name: sent.name, cookie: sent.visitorCookie ?? '' };
  };
  const storedNamesOf = async (name: string) => {
    const [row] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.fileName, name));
    return [name, ...Object.values(row?.variants ?? {})];
  };
  const freeForAdmin = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/storage/details', headers: { cookie: adminCookie } })
    ).json<{ free: number }>().free;

  it("removes a visitor's upload nothing claimed once its day is over: its copies and its bytes too", async () => {
    const visitor = await visitorUploads();
    const names = await storedNamesOf(visitor.name);
    const freeBefore = await freeForAdmin();

    const early = await sweepIn(23);
    const late = await sweepIn(25);

    expect(early.removed).not.toContain(visitor.name);
    expect(late.removed).toContain(visitor.name);
    expect((await fetchUpload(t.app, visitor.name, visitor.cookie)).statusCode).toBe(404);
    for (const name of names) expect(await t.app.storage.size(name)).toBeNull();
    expect(await freeForAdmin()).toBeGreaterThan(freeBefore);
  });

  it('keeps what a registration claimed and what an administrator uploaded for the catalogue', async () => {
    const picture = await visitorUploads();
    const registered = await register(t.app, memberPayload({ displayImgUrl: picture.name }), {
      cookie: picture.cookie,
    });
    const catalogue = await uploadPicture(t.app, { cookie: adminCookie, address: nextAddress() });
    // An administrator's upload stays while a course names it (one nothing names goes after a day).
    await insertCourse(t.db, { pictureUrl: catalogue.name });

    await sweepIn(24 * 400);

    expect(registered.statusCode).toBe(200);
    expect((await fetchUpload(t.app, picture.name)).statusCode).toBe(200);
    expect((await fetchUpload(t.app, catalogue.name)).statusCode).toBe(200);
  });

  it('is done by the sweeper the server runs every minute', async () => {
    const visitor = await visitorUploads();
    await t.db
      .update(mediaFiles)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(mediaFiles.fileName, visitor.name));

    const sweeper = startOrderSweeper(t.app);
    try {
      await vi.waitFor(
        async () => {
          expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.fileName, visitor.name))).toEqual(
            [],
          );
        },
        { timeout: 20_000, interval: 200 },
      );
    } finally {
      await sweeper.stop();
    }
    expect(await t.app.storage.size(visitor.name)).toBeNull();
  });

  it('refuses a registration naming an upload past its life even before the sweeper came by', async () => {
    const visitor = await visitorUploads();
    await t.db
      .update(mediaFiles)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(mediaFiles.fileName, visitor.name));

    const refused = await register(t.app, memberPayload({ displayImgUrl: visitor.name }), {
      cookie: visitor.cookie,
    });

    expect(refused.json()).toMatchObject({
      error: { code: 'FILE_NOT_OWNED', params: [{ param: 'displayImgUrl' }] },
    });
    expect(sessionCookie(refused)).toBeNull();
  });

  it('keeps a reported transfer slip and removes one never reported', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 1, price: 150_000 });
    const reported = await uploadSlip(t.app, order.cookie);
    const abandoned = await uploadSlip(t.app, order.cookie);
    const [account] = await t.db.select().from(bankAccounts);
    const report = await t.app.inject({
      method: 'POST',
      url: '/private/payment/report',
      headers: { cookie: order.cookie },
      payload: {
        order_id: order.orderId,
        payment_method_id: 1,
        status: 'pending',
        contact_name: 'Somsri',
        email: 'somsri@example.com',
        tel: '0812345678',
        bank_account: account?.id,
        bank_code: 'KBANK',
        transfer_datetime: '2026-01-15',
        time: '09:30:00',
        transfer_amount: '1500.00',
        description: '',
        address: '-',
        slip: reported,
      },
    });
    expect(report.statusCode).toBe(200);

    await sweepIn(25);

    expect((await fetchUpload(t.app, reported, order.cookie)).statusCode).toBe(200);
    expect((await fetchUpload(t.app, abandoned, order.cookie)).statusCode).toBe(404);
  });

  it('keeps a homework file once it is handed in', async () => {
    const student = await insertStudent(t.db);
    await enrol(t.db, student.id, course.course.id);
    const cookie = await sessionCookieFor(t.db, student.id);
    await t.app.inject({
      method: 'POST',
      url: `/private/lectures/${String(course.lectures.quiz.id)}/quiz/attempts`,
      headers: { cookie },
      payload: {
        answers: { [String(course.questions.q1.id)]: ['b'], [String(course.questions.q2.id)]: ['a', 'c'] },
      },
    });
    const form = multipart([
      { name: 'file', filename: 'work.png', contentType: 'image/png', data: await tinyPng() },
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/private/homework/file',
      headers: { cookie, ...form.headers },
      payload: form.payload,
    });
    const file = sent.json<{ fileName: string[] }>().fileName[0] ?? '';
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/private/lectures/${String(course.lectures.project.id)}/homework/submissions`,
      headers: { cookie },
      payload: { text: 'done', file_name: file },
    });
    expect(submitted.statusCode).toBe(200);

    await sweepIn(25);

    expect((await fetchUpload(t.app, file, cookies(cookie))).statusCode).toBe(200);
  });
});
