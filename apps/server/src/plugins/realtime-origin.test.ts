import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { insertStudent } from '../test/factories';
import { sessionCookieFor } from '../test/sessions';

const SHOP = 'https://shop.example';

describe('the realtime socket and the page that opens it', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  const open = (headers: Record<string, string>, transport: 'websocket' | 'polling') => {
    const socket = connect(url, { transports: [transport], extraHeaders: headers, reconnection: false });
    sockets.push(socket);
    return socket;
  };
  /** Whether the socket connects, or the error it is refused with. */
  const outcome = (socket: Socket) =>
    new Promise<'connected' | Error>((resolve) => {
      socket.on('connect', () => {
        resolve('connected');
      });
      socket.on('connect_error', resolve);
    });

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: SHOP });
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it.each(['websocket', 'polling'] as const)(
    'refuses a socket opened by a foreign page even with a valid session cookie (%s)',
    async (transport) => {
      const student = await insertStudent(t.db);
      const cookie = await sessionCookieFor(t.db, student.id);

      const socket = open({ cookie, origin: 'https://evil.example' }, transport);

      expect(await outcome(socket)).toBeInstanceOf(Error);
      expect(socket.connected).toBe(false);
    },
  );

  it('refuses a socket whose page has no origin (Origin: null)', async () => {
    const student = await insertStudent(t.db);

    const socket = open({ cookie: await sessionCookieFor(t.db, student.id), origin: 'null' }, 'websocket');

    expect(await outcome(socket)).toBeInstanceOf(Error);
  });

  it("connects a socket opened by the shop's own page and tells it who is signed in", async () => {
    const student = await insertStudent(t.db);

    const socket = open({ cookie: await sessionCookieFor(t.db, student.id), origin: SHOP }, 'websocket');

    expect(await outcome(socket)).toBe('connected');
    const signedIn = new Promise((resolve) => socket.on('signed-in', resolve));
    socket.emit('signin');
    expect(await signedIn).toEqual({ userId: student.id });
  });

  it('connects a client that is not a browser (no Origin) with a valid session', async () => {
    const student = await insertStudent(t.db);

    const socket = open({ cookie: await sessionCookieFor(t.db, student.id) }, 'websocket');

    expect(await outcome(socket)).toBe('connected');
  });
});

describe('the content security policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: SHOP });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets pages connect only to the shop itself and its own socket address, not to any ws: or wss: host', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });

    const policy = response.headers['content-security-policy'];
    const connectSrc = String(policy)
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('connect-src'));
    expect(connectSrc?.split(/\s+/).slice(1).sort()).toEqual(["'self'", 'wss://shop.example']);
  });
});
