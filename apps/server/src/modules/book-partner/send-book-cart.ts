import { z } from 'zod';
import type { BookPartnerSettings } from './book-partner-settings';

/** The partner's answer: spec 1 spells the flag `sucess`; `success` is taken too, in case it is fixed. */
const answerSchema = z.looseObject({
  sucess: z.boolean().optional(),
  success: z.boolean().optional(),
  location: z.string().optional(),
  message: z.string().optional(),
});

/** The partner did not take the cart; the outbox tries again later. */
export class BookPartnerError extends Error {
  override name = 'BookPartnerError';
}

/**
 * `POST {BOOK_PARTNER_URL}` with the cart as JSON, the key as a bearer token, and the order as the
 * idempotency key, so a repeat after a lost answer is the same cart at the partner. Answers the
 * location the partner gives (the book-shipping page of that cart).
 */
export const sendBookCart = async (
  settings: BookPartnerSettings,
  payload: Record<string, unknown>,
): Promise<{ location: string | null }> => {
  const response = await fetch(settings.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'idempotency-key': `book-cart-${String(payload.order_id)}`,
      ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    // Not JSON: refused below with the raw text.
  }
  const answer = answerSchema.safeParse(json);
  const isTaken = answer.success && (answer.data.sucess === true || answer.data.success === true);
  if (!response.ok || !isTaken)
    throw new BookPartnerError(
      `partner answered ${String(response.status)}: ${answer.success ? (answer.data.message ?? text) : text}`.slice(
        0,
        500,
      ),
    );
  return { location: answer.data.location ?? null };
};
