import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BYTES_PER_GB } from '@shop/domain/validation/upload-rules';
import { mediaFiles } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertStudent, insertUser } from '../../test/factories';
import { makeDataDir, removeDataDir } from '../../test/read-mail';
import { resetSettings, setSettings } from '../../test/settings';
import { signIn } from '../../test/sign-in';
import { uploadSlip } from '../../test/slip-upload';
import { nextAddress, uploadPicture } from './upload-test-client';

/** A picture of noise: it barely compresses, so its size is known (about 600 KB). */
const noisyPng = () =>
  sharp(randomBytes(450 * 450 * 3), { raw: { width: 450, height: 450, channels: 3 } })
    .png()
    .toBuffer();

describe('upload allowances and the administrators’ reserve', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    // Small allowances, so a test reaches them in a few uploads.
    t = await buildTestApp({ DATA_DIR: dataDir, UPLOAD_DAILY_FILES: '3', UPLOAD_DAILY_MB: '1' });
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });
  beforeEach(async () => {
    await resetSettings(t.db);
  });

  const storedRows = async () => (await t.db.select({ value: count() }).from(mediaFiles))[0]?.value ?? 0;

  it("refuses a visitor's upload past the daily number of files with UPLOAD_QUOTA_EXCEEDED, from any address", async () => {
    const first = await uploadPicture(t.app, { address: nextAddress() });
    const visitor = first.visitorCookie ?? '';
    const statuses = [first.statusCode];
    for (let index = 0; index < 2; index += 1)
      statuses.push((await uploadPicture(t.app, { cookie: visitor, address: nextAddress() })).statusCode);
    const before = await storedRows();

    const fourth = await uploadPicture(t.app, { cookie: visitor, address: nextAddress() });

    expect(statuses).toEqual([200, 200, 200]);
    expect(fourth).toMatchObject({ statusCode: 429, code: 'UPLOAD_QUOTA_EXCEEDED' });
    expect(await storedRows()).toBe(before);
    // Another visitor is not held up by this one.
    expect((await uploadPicture(t.app, { address: nextAddress() })).statusCode).toBe(200);
  });

  it('counts a visitor who drops the cookie by their address: one address gets five allowances', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 16; index += 1)
      statuses.push((await uploadPicture(t.app, { address })).statusCode);

    expect(statuses.slice(0, 15).every((status) => status === 200)).toBe(true);
    expect(statuses[15]).toBe(429);
  });

  it("refuses a visitor's upload past the daily megabytes, naming the allowance", async () => {
    const address = nextAddress();
    const first = await uploadPicture(t.app, { address }, await noisyPng());

    const second = await uploadPicture(
      t.app,
      { cookie: first.visitorCookie ?? '', address },
      await noisyPng(),
    );

    expect(first.statusCode).toBe(200);
    expect(second).toMatchObject({
      statusCode: 429,
      code: 'UPLOAD_QUOTA_EXCEEDED',
      result: { maxFiles: 3, maxBytes: 1_048_576 },
    });
  });

  it("counts a student's uploads on every upload route against the student's own allowance", async () => {
    const student = await insertStudent(t.db);
    const session = await signIn(t.app, student.username);

    const picture = await uploadPicture(t.app, { cookie: session, address: nextAddress() });
    await uploadSlip(t.app, session);
    await uploadSlip(t.app, session);
    const fourth = await uploadPicture(t.app, { cookie: session, address: nextAddress() });

    expect(picture.statusCode).toBe(200);
    expect(fourth).toMatchObject({ statusCode: 429, code: 'UPLOAD_QUOTA_EXCEEDED' });
  });

  it('never limits an administrator', async () => {
    const admin = await signIn(t.app, (await insertUser(t.db, { roles: ['admin'] })).username);
    const address = nextAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1)
      statuses.push((await uploadPicture(t.app, { cookie: admin, address }, await noisyPng())).statusCode);

    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });

  it('keeps the last tenth of the storage for administrators: a visitor and a student are refused, an administrator is not', async () => {
    await t.db.delete(mediaFiles);
    const quota = BYTES_PER_GB / 1024;
    await setSettings(t.db, { storage_quota_gb: 1 / 1024 });
    // Everything but 60 KB of the 1 MB quota is taken: inside the administrators' reserve.
    await t.db.insert(mediaFiles).values({
      fileName: `${randomBytes(16).toString('hex')}.jpg`,
      originalName: 'x',
      mimeType: 'image/jpeg',
      kind: 'image',
      sizeBytes: quota - 60_000,
    });
    const student = await signIn(t.app, (await insertStudent(t.db)).username);
    const admin = await signIn(t.app, (await insertUser(t.db, { roles: ['admin'] })).username);

    const visitor = await uploadPicture(t.app, { address: nextAddress() });
    const studentUpload = await uploadPicture(t.app, { cookie: student, address: nextAddress() });
    const adminUpload = await uploadPicture(t.app, { cookie: admin, address: nextAddress() });

    expect(visitor).toMatchObject({ statusCode: 400, code: 'OUT_OF_STORAGE' });
    expect(studentUpload).toMatchObject({ statusCode: 400, code: 'OUT_OF_STORAGE' });
    expect(adminUpload.statusCode).toBe(200);
  });
});
