import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { insertStudent } from '../test/factories';
import { sessionCookieFor } from '../test/sessions';

describe('the realtime socket', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  const open = (cookie?: string) => {
    const socket = connect(url, {
      transports: ['websocket'],
      extraHeaders: cookie ? { cookie } : {},
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it("connects a signed-in user's browser and delivers what the shop sends to that user", async () => {
    const student = await insertStudent(t.db);
    const socket = open(await sessionCookieFor(t.db, student.id));
    await new Promise<void>((resolve) => socket.on('connect', resolve));

    const signedIn = new Promise((resolve) => socket.on('signed-in', resolve));
    socket.emit('signin', { userId: 999_999 });
    expect(await signedIn).toEqual({ userId: student.id });

    const received = new Promise((resolve) => socket.on('order:updated', resolve));
    t.app.realtime.toUser(student.id, 'order:updated', { orderId: 5, status: 'approved' });
    expect(await received).toEqual({ orderId: 5, status: 'approved' });
  });

  it('refuses a socket without a session', async () => {
    const socket = open();

    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));

    expect(error.message).toBe('unauthorized');
  });

  it("does not deliver one user's events to another user", async () => {
    const first = await insertStudent(t.db);
    const second = await insertStudent(t.db);
    const socket = open(await sessionCookieFor(t.db, second.id));
    await new Promise<void>((resolve) => socket.on('connect', resolve));
    let leaked = false;
    socket.on('order:updated', () => {
      leaked = true;
    });

    t.app.realtime.toUser(first.id, 'order:updated', { orderId: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(leaked).toBe(false);
  });
});
