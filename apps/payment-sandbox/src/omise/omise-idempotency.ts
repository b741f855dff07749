import type { FastifyRequest } from 'fastify';
import type { OmiseContext } from './omise-context';
import { OmiseError } from './omise-error';

const HEADER = 'omise-idempotency-key';

/**
 * Runs a creating call once per `Omise-Idempotency-Key` (the header Thai integrations send with
 * charges and refunds): a repeat with the same key, method and path is answered with the first
 * answer, refusal included, instead of charging or refunding again. Without the header, every
 * call is new.
 */
export const onceForIdempotencyKey = <T>(
  context: OmiseContext,
  request: FastifyRequest,
  perform: () => T,
): T => {
  const header = request.headers[HEADER];
  const key = typeof header === 'string' && header !== '' ? header : null;
  if (key === null) return perform();
  const slot = `${key} ${request.method} ${request.url.split('?')[0] ?? ''}`;
  const earlier = context.store.idempotentAnswers.get(slot);
  if (earlier) {
    if (earlier.statusCode >= 400) throw earlier.body as OmiseError;
    return earlier.body as T;
  }
  try {
    const answer = perform();
    context.store.idempotentAnswers.set(slot, { statusCode: 200, body: answer });
    return answer;
  } catch (error) {
    if (error instanceof OmiseError)
      context.store.idempotentAnswers.set(slot, { statusCode: error.statusCode, body: error });
    throw error;
  }
};
