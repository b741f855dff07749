import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { insertStudent } from '../test/factories';
import { sessionCookieFor } from '../test/sessions';
import { tinyPng } from '../test/slip-upload';

const BOUNDARY = 'shop-test-boundary';

const part = (field: string, filename: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;

type MalformedForm = { name: string; body: (field: string, png: Buffer) => Buffer; contentType: string };

const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** Forms a broken client or an attacker sends; each answered 500 before. */
const MALFORMED: MalformedForm[] = [
  {
    name: 'a body cut off inside the file',
    body: (field, png) => Buffer.concat([Buffer.from(part(field, 'a.png')), png.subarray(0, 40)]),
    contentType: MULTIPART,
  },
  {
    name: 'a body without its closing boundary',
    body: (field, png) =>
      Buffer.concat([Buffer.from(part(field, 'a.png')), png, Buffer.from(`\r\n--${BOUNDARY}`)]),
    contentType: MULTIPART,
  },
  {
    name: 'a multipart type without a boundary',
    body: () => Buffer.from('not a form'),
    contentType: 'multipart/form-data',
  },
];

describe('malformed and truncated multipart uploads', () => {
  let t: TestApp;
  let cookie: string;
  let png: Buffer;

  beforeAll(async () => {
    t = await buildTestApp();
    cookie = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);
    png = await tinyPng();
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, body: Buffer, contentType: string) =>
    t.app.inject({ method: 'POST', url, headers: { cookie, 'content-type': contentType }, payload: body });

  describe.each([
    ['the public upload', '/api/home/test_upload', 'imageinput'],
    ['the slip upload', '/private/payment/slip', 'slip'],
    ['the homework upload', '/private/homework/file', 'file'],
  ])('%s', (_name, url, field) => {
    it.each(MALFORMED)('answers $name with 400 INPUT_ERROR', async (form) => {
      const response = await post(url, form.body(field, png), form.contentType);

      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'INPUT_ERROR' } });
    });

    it.each([
      ['a NUL', 'slip\u0000.png'],
      ['an escape sequence', 'slip\u001b[2J.png'],
    ])('refuses a file name with %s, naming the file field', async (_kind, filename) => {
      const body = Buffer.concat([
        Buffer.from(part(field, filename)),
        png,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]);

      const response = await post(url, body, MULTIPART);

      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        error: {
          code: 'INPUT_ERROR',
          params: [{ param: field, message: 'must not contain control characters' }],
        },
      });
    });
  });

  it('still takes a well-formed upload', async () => {
    const body = Buffer.concat([
      Buffer.from(part('slip', 'slip.png')),
      png,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);

    const response = await post('/private/payment/slip', body, MULTIPART);

    expect(response.statusCode, response.body).toBe(200);
  });
});
