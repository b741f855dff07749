import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, outbox, paymentAttempts } from '../db/tables';
import { MAIL_KIND } from '../modules/mail/mail.repository';
import { startProviderStandIn, type ProviderStandIn } from '../test/provider-stand-in';
import { prepareServerProcessDatabase, type ServerProcessDatabase } from '../test/server-process-database';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import {
  answersUntilRefused,
  connectedSocket,
  fillShop,
  orderByCard,
  payByCard,
} from '../test/shutdown-scenario';
import { startSmtpStandIn, type SmtpStandIn } from '../test/smtp-stand-in';
import { startUnfinishedRequest, type RawAnswer } from '../test/unfinished-request';

const MAILS = 3_000;
/** The mail whose sending is under way when the signal arrives (the first two went before it). */
const MAIL_IN_HAND = 3;
const GRACE_MS = 10_000;
/** Long enough for the test to ask readiness and liveness before the listener closes, on a busy machine. */
const DELAY_MS = 3_000;
describe('SIGTERM with a mail backlog, a card payment in flight and a socket open', () => {
  let database: ServerProcessDatabase;
  let smtp: SmtpStandIn;
  let provider: ProviderStandIn;
  let server: ServerProcess | undefined;
  const seen = {} as {
    readiness: { status: number; body: unknown };
    liveness: number;
    newConnections: (number | string)[];
    unfinishedRequest: RawAnswer;
    socketClosedBecause: string;
    payment: { status: number; body: Record<string, unknown> };
    exitCode: number | string;
    stoppedWithinMs: number;
    attempts: { state: string; providerRef: string | null }[];
    orderStatus: string | undefined;
    charges: unknown[];
    delivered: string[];
    queued: { attempts: number; availableAt: Date; lastError: string | null }[];
    exitedAt: Date;
  };

  beforeAll(async () => {
    database = await prepareServerProcessDatabase();
    smtp = await startSmtpStandIn();
    provider = await startProviderStandIn();
    const shop = await fillShop(database.db, MAILS);
    const mailInHand = smtp.hold(MAIL_IN_HAND);
    await database.handOver();
    const started = await startServerProcess({
      ...database.env,
      SMTP_URL: smtp.url,
      PAYMENT_SANDBOX_URL: `${provider.url}/sandbox`,
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      SHUTDOWN_DELAY_MS: String(DELAY_MS),
      LOG_LEVEL: 'info',
    });
    server = started;
    const socket = await connectedSocket(started.baseUrl, shop.cookie);
    const socketClosed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const orderId = await orderByCard(started, shop);
    await mailInHand.arrived;
    const payment = await payByCard(started, provider, shop, orderId);
    await payment.held.arrived;
    const unfinished = await startUnfinishedRequest(started.baseUrl, '/health/live');

    const signalledAt = Date.now();
    started.child.kill('SIGTERM');
    let readiness = { status: 0, body: null as unknown };
    await vi.waitFor(
      async () => {
        const response = await fetch(`${started.baseUrl}/health`);
        readiness = { status: response.status, body: await response.json() };
        expect(readiness.status).toBe(503);
      },
      { timeout: DELAY_MS, interval: 10 },
    );
    seen.readiness = readiness;
    seen.liveness = (await fetch(`${started.baseUrl}/health/live`)).status;
    seen.newConnections = await answersUntilRefused(started.baseUrl, GRACE_MS);
    seen.unfinishedRequest = await unfinished.finish();
    seen.socketClosedBecause = await socketClosed;
    socket.close();
    payment.held.release();
    seen.payment = await payment.answer;
    mailInHand.release();
    seen.exitCode = await started.exited;
    seen.stoppedWithinMs = Date.now() - signalledAt;
    seen.exitedAt = new Date();

    const db = await database.reopen();
    seen.attempts = await db
      .select({ state: paymentAttempts.state, providerRef: paymentAttempts.providerRef })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, orderId));
    seen.orderStatus = (
      await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
    )[0]?.status;
    seen.charges = await provider.sandbox.call<unknown[]>('GET', '/__control/omise/charges');
    const mails = await db
      .select({
        payload: outbox.payload,
        deliveredAt: outbox.deliveredAt,
        attempts: outbox.attempts,
        availableAt: outbox.availableAt,
        lastError: outbox.lastError,
      })
      .from(outbox)
      .where(eq(outbox.kind, MAIL_KIND));
    seen.delivered = mails.filter((mail) => mail.deliveredAt).map((mail) => String(mail.payload.to));
    // The payment's own mail to the buyer joined the outbox meanwhile: the backlog is the readers'.
    seen.queued = mails.filter((mail) => !mail.deliveredAt && String(mail.payload.to).startsWith('reader-'));
  }, 240_000);

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await provider.close();
    await smtp.close();
    await database.dispose();
  });

  it('answers readiness 503 "stopping" as soon as the signal arrives, while liveness still answers 200', () => {
    expect(seen.readiness).toMatchObject({ status: 503, body: { status: 'stopping', database: 'up' } });
    expect(seen.liveness).toBe(200);
  });

  it('answers the card payment in flight and records the charge the provider made, once', () => {
    expect(seen.payment.status, server?.output()).toBe(200);
    expect(seen.payment.body).toMatchObject({ status: 'successful' });
    expect(seen.attempts).toEqual([{ state: 'succeeded', providerRef: expect.any(String) as string }]);
    expect(seen.orderStatus).toBe('approved');
    expect(seen.charges).toHaveLength(1);
  });

  it('refuses what arrives after the close began: new connections, and a request still arriving gets 503', () => {
    // Served (200) until the close begins; a request on a connection accepted just before it is
    // refused (503); a connection made at the instant the listener closes is reset by the system
    // before anything is read from it; after that, connections are refused.
    expect(seen.newConnections.at(-1)).toBe('ECONNREFUSED');
    expect(
      seen.newConnections.filter((answer) => ![200, 503, 'ECONNRESET', 'ECONNREFUSED'].includes(answer)),
    ).toEqual([]);
    expect(seen.unfinishedRequest.status).toBe(503);
    expect(seen.unfinishedRequest.headers).toMatchObject({ connection: 'close', 'retry-after': '5' });
    expect(JSON.parse(seen.unfinishedRequest.body)).toMatchObject({
      success: false,
      error: { code: 'SERVICE_UNAVAILABLE' },
    });
  });

  it('closes the open socket so that its client reconnects elsewhere', () => {
    // "transport close" makes socket.io's client reconnect; "io server disconnect" would not.
    expect(seen.socketClosedBecause).toBe('transport close');
  });

  it('sends the mail in hand once and leaves the rest queued, unclaimed, for another instance to take at once', () => {
    const sentTo = smtp.accepted().flatMap((mail) => mail.to);
    expect(sentTo).toHaveLength(MAIL_IN_HAND);
    expect(new Set(sentTo).size).toBe(MAIL_IN_HAND);
    expect(seen.delivered.sort()).toEqual(sentTo.sort());
    expect(seen.queued).toHaveLength(MAILS - MAIL_IN_HAND);
    expect(seen.queued.filter((mail) => mail.attempts !== 0 || mail.lastError !== null)).toEqual([]);
    expect(seen.queued.filter((mail) => mail.availableAt > seen.exitedAt)).toEqual([]);
  });

  it('stops well inside its grace time and exits 0', () => {
    expect(seen.exitCode, server?.output()).toBe(0);
    expect(seen.stoppedWithinMs).toBeLessThan(GRACE_MS);
  });
});
