import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertStudent, insertUser } from '../../test/factories';
import { enrol, insertLearningCourse } from '../../test/learning-fixtures';
import { startLocalS3, type LocalS3 } from '../../test/local-s3';
import { makeDataDir, removeDataDir } from '../../test/read-mail';
import { sessionCookieFor } from '../../test/sessions';
import { uploadSlip } from '../../test/slip-upload';
import { mp4Bytes, uploadForm } from './media-test-helpers';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('uploads in an S3 bucket (STORAGE=s3)', () => {
  let s3: LocalS3;
  let t: TestApp;
  let dataDir: string;
  let admin: string;
  beforeAll(async () => {
    s3 = await startLocalS3();
    dataDir = await makeDataDir();
    t = await buildTestApp({ DATA_DIR: dataDir, ...s3.env });
    admin = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['admin'] })).id);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    await removeDataDir(dataDir);
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const localUploads = () => readdir(path.join(dataDir, 'uploads')).catch(() => [] as string[]);

  it("stores an administrator's video in the bucket and serves it whole or in the range a player seeks to", async () => {
    const form = uploadForm({ filename: 'lesson.mp4', contentType: 'video/mp4', data: mp4Bytes() });
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/home/test_upload',
      payload: form.payload,
      headers: { ...form.headers, cookie: admin },
    });
    const name = stored.json<{ fileName: string[] }>().fileName[0] ?? '';

    const whole = await get(`/uploads/${name}`);
    const range = await get(`/uploads/${name}`, { range: 'bytes=10-29' });

    expect(name).toMatch(/^[0-9a-f]{32}\.mp4$/);
    expect(await localUploads()).toEqual([]);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(whole.rawPayload.equals(mp4Bytes())).toBe(true);
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 10-29/${String(mp4Bytes().length)}`);
    expect(range.rawPayload.equals(mp4Bytes().subarray(10, 30))).toBe(true);
  });

  it("sends a slip's uploader to a short-lived signed address of the bucket, and anyone else nowhere", async () => {
    const buyer = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);
    const stranger = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);
    const slip = await uploadSlip(t.app, buyer);

    const toBuyer = await get(`/uploads/${slip}`, { cookie: buyer });
    const toStranger = await get(`/uploads/${slip}`, { cookie: stranger });
    const toVisitor = await get(`/uploads/${slip}`);
    const location = toBuyer.headers.location ?? '';
    const fromBucket = await fetch(location);

    expect(toBuyer.statusCode).toBe(302);
    expect(toBuyer.headers['cache-control']).toBe('private, no-store');
    expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/${slip}?`)).toBe(true);
    expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('60');
    expect([toStranger.statusCode, toVisitor.statusCode]).toEqual([404, 404]);
    expect(fromBucket.status).toBe(200);
    expect(fromBucket.headers.get('content-type')).toBe('image/png');
    expect(fromBucket.headers.get('cache-control')).toBe('private, no-store');
    // The buyer's own paper is a download from the bucket too, never a page.
    expect(fromBucket.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[0-9a-f]{32}\.png"/,
    );
    expect(
      Buffer.from(await fromBucket.arrayBuffer())
        .subarray(0, 8)
        .equals(PNG_SIGNATURE),
    ).toBe(true);
  });

  it('plays a paid lecture from the bucket in ranges to an enrolled student only, streamed by the shop', async () => {
    const course = await insertLearningCourse(t.db, dataDir);
    const videoName = path.basename(course.lectures.paid.videoUrl ?? '');
    await t.app.storage.save(videoName, course.video);
    await rm(path.join(dataDir, 'uploads'), { recursive: true, force: true });
    const student = await insertStudent(t.db);
    await enrol(t.db, student.id, course.course.id);
    const lecture = `/media/lectures/${String(course.lectures.paid.id)}`;

    const toStudent = await get(lecture, {
      cookie: await sessionCookieFor(t.db, student.id),
      range: 'bytes=1000-1999',
    });
    const toStranger = await get(lecture, {
      cookie: await sessionCookieFor(t.db, (await insertStudent(t.db)).id),
    });

    expect(toStudent.statusCode).toBe(206);
    expect(toStudent.headers['cache-control']).toBe('private, no-store');
    expect(toStudent.headers['content-range']).toBe(`bytes 1000-1999/${String(course.video.length)}`);
    expect(toStudent.rawPayload.equals(course.video.subarray(1000, 2000))).toBe(true);
    expect(toStranger.statusCode).toBe(403);
  });

  it('still tells the upload control how much storage is free', async () => {
    const answer = await get('/api/storage/details');

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, free: expect.any(Number) as number });
  });

  it('lets the back office show private images from the bucket (Content-Security-Policy img-src)', async () => {
    const csp = (await get('/health/live')).headers['content-security-policy'];
    expect(String(csp)).toMatch(new RegExp(`img-src [^;]*${s3.endpoint.replace(/[.]/g, '\\.')}`));
  });
});
