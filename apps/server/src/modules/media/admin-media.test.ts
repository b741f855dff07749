import { randomBytes } from 'node:crypto';
import { access, readdir, statfs } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bankAccounts, mediaFiles, resumableUploads } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertCourse, insertStudent, insertUser } from '../../test/factories';
import { makeDataDir, removeDataDir } from '../../test/read-mail';
import { resetSettings, setSettings } from '../../test/settings';
import { signIn } from '../../test/sign-in';
import { removeExpiredUploads } from './expired-uploads';
import { mp4Bytes, pngImage, uploadForm } from './media-test-helpers';
import { resumablePartsDir } from './resumable-uploads.routes';
import { fetchUpload, nextAddress, uploadPicture } from './upload-test-client';

const DAY_MS = 86_400_000;
const BYTES_PER_GB = 1_073_741_824;
type UploadView = { id: string; offset: number; size: number };

describe('administrators’ media: storage, types, resumable videos and the orphan sweep', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: string;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildTestApp({ DATA_DIR: dataDir, MAX_VIDEO_MB: '20' });
    admin = await signIn(t.app, (await insertUser(t.db, { roles: ['admin'] })).username);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });
  beforeEach(async () => {
    await resetSettings(t.db);
  });

  const details = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/storage/details', headers: cookie ? { cookie } : {} });
  const start = (body: { name: string; size: number; type: string }, cookie = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/media/uploads', payload: body, headers: { cookie } });
  const put = (id: string, offset: number, payload: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/media/uploads/${id}?offset=${String(offset)}`,
      payload,
      headers: { cookie: admin, 'content-type': 'application/octet-stream' },
    });
  const offsetOf = async (id: string) => {
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/admin/media/uploads/${id}`,
      headers: { cookie: admin },
    });
    expect(head.statusCode).toBe(200);
    return Number(head.headers['upload-offset']);
  };
  /**
   * A part over a real connection that is cut after `bytes` of the `declared` length: what a
   * browser losing its network does (an injected request cannot drop).
   */
  const sendAndDrop = async (id: string, offset: number, bytes: Buffer, declared: number) => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { hostname, port } = new URL(address);
    await new Promise<void>((resolve) => {
      const request = httpRequest({
        host: hostname,
        port: Number(port),
        method: 'PUT',
        path: `/api/admin/media/uploads/${id}?offset=${String(offset)}`,
        headers: {
          cookie: admin,
          'content-type': 'application/octet-stream',
          'content-length': String(declared),
        },
      });
      request.on('error', () => resolve());
      request.write(bytes, () => setTimeout(() => request.destroy(), 200));
      request.on('close', () => resolve());
    });
  };
  /** The offset once the server has noticed the drop (it answers 409 while the part is still open). */
  const settledOffset = async (id: string) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const held = await offsetOf(id);
      const probe = await put(id, held, Buffer.alloc(0));
      if (probe.statusCode === 200) return held;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the dropped part never settled');
  };
  const complete = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/media/uploads/${id}/complete`,
      headers: { cookie: admin },
    });

  it('answers an administrator no more free storage than the disk itself has, and the reserve only to them', async () => {
    await setSettings(t.db, { storage_quota_gb: 1_000_000 });
    const disk = await statfs(dataDir);
    const diskGb = (disk.bavail * disk.bsize) / BYTES_PER_GB;

    const forAdmin = (await details(admin)).json<{ free: number }>().free;
    const forVisitor = (await details()).json<{ free: number }>().free;

    expect(forAdmin).toBeGreaterThan(0);
    expect(forAdmin).toBeLessThanOrEqual(diskGb + 0.01);
    // A visitor leaves the administrators' reserve (10% of the quota) alone.
    expect(forVisitor).toBeLessThan(forAdmin + 1);
    await setSettings(t.db, { storage_quota_gb: 10 });
    expect((await details()).json<{ free: number }>().free).toBeLessThan(
      (await details(admin)).json<{ free: number }>().free,
    );
  });

  it('refuses a program renamed as a video or a picture, by its content, with FILE_TYPE_NOT_ALLOWED', async () => {
    const program = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), randomBytes(4000)]);
    for (const file of [
      { filename: 'lesson.mp4', contentType: 'video/mp4', data: program },
      { filename: 'cover.png', contentType: 'image/png', data: program },
    ]) {
      const form = uploadForm(file);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/home/test_upload',
        payload: form.payload,
        headers: { ...form.headers, cookie: admin },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'FILE_TYPE_NOT_ALLOWED' } });
    }

    const started = await start({ name: 'lesson.mp4', size: program.length, type: 'video/mp4' });
    const { id } = started.json<{ data: UploadView }>().data;
    expect((await put(id, 0, program)).statusCode).toBe(200);
    const refused = await complete(id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'FILE_TYPE_NOT_ALLOWED' } });
    // The refused parts are gone, not kept for another try.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/media/uploads/${id}`,
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('stores an administrator’s PDF for a lecture’s file, and refuses the same file from a student', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const student = await signIn(t.app, (await insertStudent(t.db)).username);
    const send = (cookie: string) => {
      const form = uploadForm({ filename: 'worksheet.pdf', contentType: 'application/pdf', data: pdf });
      return t.app.inject({
        method: 'POST',
        url: '/api/home/test_upload',
        payload: form.payload,
        headers: { ...form.headers, cookie },
        remoteAddress: nextAddress(),
      });
    };

    const stored = await send(admin);
    expect(stored.statusCode).toBe(200);
    const [name] = stored.json<{ fileName: string[] }>().fileName;
    expect(name).toMatch(/^[0-9a-f]{32}\.pdf$/);
    const [row] = await t.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.fileName, name ?? ''));
    expect(row).toMatchObject({ kind: 'document', mimeType: 'application/pdf', sizeBytes: pdf.length });

    const refused = await send(student);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'FILE_TYPE_NOT_ALLOWED' } });
  });

  it('refuses to start an upload that is not a video, is over MAX_VIDEO_MB, or comes from a student', async () => {
    const tooLarge = await start({ name: 'long.mp4', size: 21 * 1_048_576, type: 'video/mp4' });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      error: { code: 'FILE_TOO_LARGE', result: { maxBytes: 20 * 1_048_576 } },
    });
    const script = await start({ name: 'run.sh', size: 100, type: 'application/x-sh' });
    expect(script.json()).toMatchObject({ error: { code: 'FILE_TYPE_NOT_ALLOWED' } });
    const student = await signIn(t.app, (await insertStudent(t.db)).username);
    expect((await start({ name: 'a.mp4', size: 100, type: 'video/mp4' }, student)).statusCode).toBe(403);
  });

  it('stores a video sent in three parts, resuming a part whose connection dropped, byte for byte', async () => {
    const video = Buffer.concat([mp4Bytes(), randomBytes(300_000)]);
    const third = Math.ceil(video.length / 3);
    const started = await start({ name: 'lesson one.mp4', size: video.length, type: 'video/mp4' });
    expect(started.statusCode).toBe(200);
    const { id } = started.json<{ data: UploadView }>().data;

    expect((await put(id, 0, video.subarray(0, third))).json<{ data: UploadView }>().data.offset).toBe(third);
    // The second part's connection drops half way: what arrived is kept.
    const half = third + Math.floor(third / 2);
    await sendAndDrop(id, third, video.subarray(third, half), 2 * third - third);
    const held = await settledOffset(id);
    expect(held).toBeGreaterThanOrEqual(third);
    expect(held).toBeLessThanOrEqual(half);
    // A part sent from the wrong place is refused with the offset to resume from.
    const wrong = await put(id, 0, video.subarray(0, 10));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({
      error: { code: 'UPLOAD_OFFSET_MISMATCH', result: { offset: held } },
    });
    expect((await complete(id)).json()).toMatchObject({ error: { code: 'UPLOAD_INCOMPLETE' } });

    expect((await put(id, held, video.subarray(held, 2 * third))).statusCode).toBe(200);
    expect(
      (await put(id, 2 * third, video.subarray(2 * third))).json<{ data: UploadView }>().data.offset,
    ).toBe(video.length);
    const done = await complete(id);
    expect(done.statusCode).toBe(200);
    const [name] = done.json<{ fileName: string[] }>().fileName;

    const served = await fetchUpload(t.app, name ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(video)).toBe(true);
    expect(await readdir(resumablePartsDir(dataDir))).not.toContain(`${id}.part`);
  });

  it('takes a part as large as the control sends (8 MB) in one request', async () => {
    const part = Buffer.concat([mp4Bytes(), randomBytes(8 * 1_048_576 - mp4Bytes().length)]);
    const started = await start({ name: 'big.mp4', size: part.length + 10, type: 'video/mp4' });
    const { id } = started.json<{ data: UploadView }>().data;

    const sent = await put(id, 0, part);

    expect(sent.json()).toMatchObject({ data: { offset: part.length } });
  });

  it('removes only the administrator upload that nothing names once it is a day old', async () => {
    const upload = async () =>
      (await uploadPicture(t.app, { cookie: admin, address: nextAddress() }, await pngImage())).name;
    const [inCourse, inSettingsHtml, inBankAccount, orphan, fresh] = [
      await upload(),
      await upload(),
      await upload(),
      await upload(),
      await upload(),
    ] as string[];
    await insertCourse(t.db, { pictureUrl: inCourse ?? null });
    await setSettings(t.db, { photo_favicon: `/uploads/${inSettingsHtml ?? ''}` });
    await t.db.insert(bankAccounts).values({
      accountId: '123',
      accountName: 'Shop',
      bank: 'KBANK',
      bankName: 'Kasikorn',
      promptPayImage: inBankAccount ?? null,
    });
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);
    for (const name of [inCourse, inSettingsHtml, inBankAccount, orphan])
      await t.db
        .update(mediaFiles)
        .set({ createdAt: twoDaysAgo })
        .where(eq(mediaFiles.fileName, name ?? ''));

    const sweep = await removeExpiredUploads(t.db, t.app.storage, new Date());

    expect(sweep.removed).toEqual([orphan]);
    expect((await fetchUpload(t.app, orphan ?? '')).statusCode).toBe(404);
    for (const kept of [inCourse, inSettingsHtml, inBankAccount, fresh])
      expect((await fetchUpload(t.app, kept ?? '')).statusCode).toBe(200);
  });

  it('removes a partial upload with its parts once its day is over', async () => {
    const started = await start({ name: 'late.mp4', size: 5000, type: 'video/mp4' });
    const { id } = started.json<{ data: UploadView }>().data;
    await put(id, 0, mp4Bytes().subarray(0, 2000));
    const [row] = await t.db.select().from(resumableUploads).where(eq(resumableUploads.id, id));

    expect((await removeExpiredUploads(t.db, t.app.storage, new Date())).partial).toEqual([]);
    const sweep = await removeExpiredUploads(t.db, t.app.storage, new Date(Date.now() + DAY_MS + 60_000));

    expect(sweep.partial).toContain(id);
    await expect(access(row?.partPath ?? '')).rejects.toThrow();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/media/uploads/${id}`,
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(404);
  });
});
