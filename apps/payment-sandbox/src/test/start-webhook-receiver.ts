import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OMISE_SANDBOX_KEYS } from '../omise/omise-sandbox-keys';

/** One webhook as the shop received it: the raw bytes, before any JSON parsing. */
export type ReceivedWebhook = { path: string; headers: IncomingHttpHeaders; rawBody: string };

/**
 * Verifies an Omise signature exactly as the shop must: HMAC-SHA256 keyed with the base64-decoded
 * secret over `<timestamp>.<raw body>`, hex, any of the comma-separated values may match.
 */
export const isOmiseSignatureValid = (webhook: ReceivedWebhook, maxAgeSeconds = 300): boolean => {
  const timestamp = String(webhook.headers['omise-signature-timestamp'] ?? '');
  const signatures = String(webhook.headers['omise-signature'] ?? '').split(',');
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > maxAgeSeconds) return false;
  const expected = createHmac('sha256', Buffer.from(OMISE_SANDBOX_KEYS.webhookSecret, 'base64'))
    .update(`${timestamp}.${webhook.rawBody}`)
    .digest();
  return signatures.some((signature) => {
    const given = Buffer.from(signature.trim(), 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
};

/**
 * A stand-in shop on a real port: it keeps every webhook and answers with the next status from
 * `statuses` (the last one repeats), so tests can make it fail and recover.
 */
export const startWebhookReceiver = async (statuses: number[] = [200]) => {
  const received: ReceivedWebhook[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = statuses[Math.min(received.length, statuses.length - 1)] ?? 200;
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(`shop says ${status}`);
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Resolves once `count` webhooks have arrived; rejects after `timeoutMs`. */
  const waitFor = async (count: number, timeoutMs = 3000) => {
    const deadline = Date.now() + timeoutMs;
    while (received.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} webhooks, got ${received.length}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return received;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
