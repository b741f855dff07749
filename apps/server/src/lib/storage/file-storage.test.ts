import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startLocalS3, type LocalS3 } from '../../test/local-s3';
import { createFileStorage } from './create-file-storage';
import type { FileStorage } from './file-storage';
import { createS3FileStorage } from './s3-file-storage';

type Opened = { storage: FileStorage; hasSignedUrls: boolean; close(): Promise<void> };

const openLocal = async (): Promise<Opened> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-storage-'));
  return {
    storage: await createFileStorage(loadConfig({ DATA_DIR: dataDir })),
    hasSignedUrls: false,
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
};

const openS3 = async (): Promise<Opened> => {
  const s3 = await startLocalS3();
  return {
    storage: await createFileStorage(loadConfig({ DATA_DIR: tmpdir(), ...s3.env, S3_PREFIX: 'shop/' })),
    hasSignedUrls: true,
    close: () => s3.close(),
  };
};

const fileName = (ext = 'bin') => `${randomBytes(16).toString('hex')}.${ext}`;
const bytes = (length: number) => randomBytes(length);

describe.each([
  { kind: 'a local folder', open: openLocal },
  { kind: 'an S3 bucket', open: openS3 },
])('storing uploads in $kind', ({ open }) => {
  let opened: Opened;
  let storage: FileStorage;
  beforeAll(async () => {
    opened = await open();
    storage = opened.storage;
  });
  afterAll(async () => {
    await opened.close();
  });

  it('gives back the bytes it saved, and knows their size', async () => {
    const name = fileName('jpg');
    const body = bytes(70_000);
    await storage.save(name, body);

    expect(await storage.size(name)).toBe(body.length);
    expect((await buffer(storage.read(name))).equals(body)).toBe(true);
  });

  it('saves a stream of 12 MB (a video arrives as one) without losing a byte', async () => {
    const name = fileName('mp4');
    const body = bytes(12 * 1024 * 1024);
    await storage.save(name, Readable.from([body.subarray(0, 5_000_000), body.subarray(5_000_000)]));

    expect(await storage.size(name)).toBe(body.length);
    expect((await buffer(storage.read(name))).equals(body)).toBe(true);
  });

  it('reads only the byte range a video player seeks to', async () => {
    const name = fileName('mp4');
    const body = bytes(100_000);
    await storage.save(name, body);

    const middle = await buffer(storage.read(name, { start: 40_000, end: 40_999 }));
    const last = await buffer(storage.read(name, { start: 99_990, end: 99_999 }));

    expect(middle.equals(body.subarray(40_000, 41_000))).toBe(true);
    expect(last.equals(body.subarray(99_990))).toBe(true);
  });

  it('answers no size for a file it does not have, and a read of it fails', async () => {
    const name = fileName();
    expect(await storage.size(name)).toBeNull();
    await expect(buffer(storage.read(name))).rejects.toThrow();
  });

  it('removes a file, and removing it again is no error', async () => {
    const name = fileName('png');
    await storage.save(name, bytes(10));
    await storage.remove(name);
    await storage.remove(name);
    expect(await storage.size(name)).toBeNull();
  });

  it('refuses a name that reaches outside the uploads', async () => {
    await expect(storage.save('../escape.txt', bytes(3))).rejects.toThrow(/unsafe storage name/);
    expect(() => storage.read('../../etc/passwd.txt')).toThrow(/unsafe storage name/);
  });

  it('gives a signed address only where the storage can serve a browser itself', async () => {
    const name = fileName('png');
    const body = bytes(2_000);
    await storage.save(name, body);

    const url = await storage.signedUrl(name, {
      contentType: 'image/png',
      cacheControl: 'private, no-store',
    });
    if (!opened.hasSignedUrls) {
      expect(url).toBeNull();
      return;
    }
    const answer = await fetch(url ?? '');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await answer.arrayBuffer()).equals(body)).toBe(true);
  });
});

describe('signed addresses of an S3 bucket', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(async () => {
    await s3.close();
  });

  const storageSigningFor = (signedUrlSeconds: number, publicEndpoint?: string) =>
    createS3FileStorage({
      endpoint: s3.endpoint,
      publicEndpoint,
      region: 'us-east-1',
      bucket: s3.bucket,
      prefix: '',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      signedUrlSeconds,
    });

  it('are valid for the seconds configured, and serve the file within them', async () => {
    const storage = await storageSigningFor(45);
    const name = fileName('pdf');
    const body = bytes(100);
    await storage.save(name, body);

    const url =
      (await storage.signedUrl(name, { contentType: 'application/pdf', cacheControl: 'no-store' })) ?? '';

    // The bucket refuses the address once X-Amz-Date plus X-Amz-Expires has passed.
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('45');
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer()).equals(body)).toBe(true);
  });

  it('name the public endpoint browsers reach, not the one the server uses', async () => {
    const storage = await storageSigningFor(60, 'https://files.shop.example.com');
    const url = await storage.signedUrl(fileName('png'), {
      contentType: 'image/png',
      cacheControl: 'no-store',
    });
    expect(new URL(url ?? '').origin).toBe('https://files.shop.example.com');
  });
});
