import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SCB_SANDBOX_KEYS } from './scb-sandbox-keys';

type Envelope<T = unknown> = { status: { code: number; description: string }; data?: T };

/** The headers every SCB call carries; `authorization` is added for all but the token call. */
export const scbHeaders = (token?: string) => ({
  resourceOwnerId: SCB_SANDBOX_KEYS.apiKey,
  requestUId: crypto.randomUUID().replaceAll('-', ''),
  'accept-language': 'EN',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

export const requestToken = (app: FastifyInstance, body: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/sandbox/scb/v1/oauth/token',
    headers: scbHeaders(),
    payload: {
      applicationKey: SCB_SANDBOX_KEYS.apiKey,
      applicationSecret: SCB_SANDBOX_KEYS.apiSecret,
      ...body,
    },
  });

export const tokenOf = async (app: FastifyInstance): Promise<string> =>
  (await requestToken(app)).json<Envelope<{ accessToken: string }>>().data?.accessToken ?? '';

/** A v2 QR body the sandbox takes; override any field to make it invalid. */
export const qrBody = (overrides: Record<string, unknown> = {}) => ({
  qrType: 'PP',
  ppType: 'BILLERID',
  ppId: SCB_SANDBOX_KEYS.billerId,
  amount: '2664.30',
  ref1: 'O12A34D260115',
  ref3: 'SCB34',
  ...overrides,
});

export const createQr = async (
  app: FastifyInstance,
  body: Record<string, unknown> = qrBody(),
  options: { version?: 1 | 2; token?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: `/sandbox/scb/v${String(options.version ?? 2)}/payment/qrcode/create`,
    headers: scbHeaders(options.token ?? (await tokenOf(app))),
    payload: body,
  });

export const inquire = async (app: FastifyInstance, query: Record<string, string>) =>
  app.inject({
    method: 'GET',
    url: `/sandbox/scb/v1/payment/billpayment/inquiry?${new URLSearchParams(query).toString()}`,
    headers: scbHeaders(await tokenOf(app)),
  });

export const scbControl = async <T = unknown>(
  app: FastifyInstance,
  path: string,
  body?: unknown,
): Promise<T> => {
  const response = await app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url: `/sandbox/__control/scb${path}`,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  if (response.statusCode >= 300) throw new Error(`control ${path}: ${response.body}`);
  return response.json<T>();
};

/** One confirmation as a stand-in shop received it. */
export type ReceivedConfirmation = { path: string; body: Record<string, unknown>; at: number };

/**
 * A stand-in shop on a real port that answers each confirmation with the next reply of `replies`
 * (the last one repeats): SCB's `{ resCode: "00" }`, or anything else to make the sandbox retry.
 */
export const startConfirmationReceiver = async (replies: { status: number; body: unknown }[]) => {
  const received: ReceivedConfirmation[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const reply = replies[Math.min(received.length, replies.length - 1)] ?? { status: 200, body: {} };
      received.push({
        path: request.url ?? '',
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
        at: Date.now(),
      });
      response
        .writeHead(reply.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const waitFor = async (count: number, timeoutMs = 3000) => {
    const deadline = Date.now() + timeoutMs;
    while (received.length < count) {
      if (Date.now() > deadline)
        throw new Error(`expected ${String(count)} confirmations, got ${String(received.length)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return received;
  };
  return {
    url: `http://127.0.0.1:${String(port)}`,
    received,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export const ACKNOWLEDGED = { status: 200, body: { resCode: '00', resDesc: 'success' } };
