import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListeningTestApp, type ListeningTestApp } from '../test/listening-test-app';

type RawAnswer = { status: number; headers: string; body: string };

/** Sends bytes no HTTP client library would send, and reads the answer until the server closes. */
const sendRaw = (port: number, request: Buffer | string) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head, body });
    });
    socket.setTimeout(20_000, () => socket.destroy(new Error('no answer')));
  });

const refusal = (code: string) => ({ success: false, error: { code, msg: expect.any(String) as string } });

describe('refusals that happen before any route runs', () => {
  let t: ListeningTestApp;
  let port: number;

  beforeAll(async () => {
    t = await buildListeningTestApp();
    port = Number(new URL(t.baseUrl).port);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a path parameter longer than the server reads with 414 in the shop shape, not echoing it', async () => {
    const marker = 'echo-me-'.repeat(30);

    const response = await fetch(`${t.baseUrl}/public/courses/${marker}/1`);

    expect(response.status).toBe(414);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual(refusal('URL_TOO_LONG'));
    expect(text).not.toContain('echo-me');
  });

  it('answers an address it cannot decode with 400 INPUT_ERROR, not echoing it', async () => {
    const response = await fetch(`${t.baseUrl}/public/courses/echo-me%E0%A4%A/1`);

    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual(refusal('INPUT_ERROR'));
    expect(text).not.toContain('echo-me');
  });

  it('answers huge headers with 431 in the shop shape', async () => {
    const answer = await sendRaw(
      port,
      `GET /public/courses HTTP/1.1\r\nHost: shop\r\nCookie: sid=${'a'.repeat(20_000)}\r\n\r\n`,
    );

    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.body)).toEqual(refusal('HEADERS_TOO_LARGE'));
  });

  it('answers an address longer than the headers limit with 431 in the shop shape', async () => {
    const answer = await sendRaw(
      port,
      `GET /public/courses?keyword=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: shop\r\n\r\n`,
    );

    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual(refusal('HEADERS_TOO_LARGE'));
    expect(answer.body).not.toContain('aaaa');
  });

  it.each([
    [
      'a raw non-ASCII address',
      Buffer.concat([
        Buffer.from('GET /public/'),
        Buffer.from('คอร์ส'),
        Buffer.from(' HTTP/1.1\r\nHost: shop\r\n\r\n'),
      ]),
    ],
    ['a request line that is not HTTP', 'HELLO echo-me\r\n\r\n'],
  ])('answers %s with 400 INPUT_ERROR in the shop shape, not echoing it', async (_name, request) => {
    const answer = await sendRaw(port, request);

    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual(refusal('INPUT_ERROR'));
    expect(answer.body).not.toContain('echo-me');
  });
});
