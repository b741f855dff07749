import { z } from 'zod';
import type { VaultCard } from './omise-vault';

/** Where and as whom to tokenise: the answer of GET /api/gbprime/applicationid. */
export type GbPrimeCardAccess = { apiUrl: string; publicKey: string };

/** GB refused the card (its resultCode and resultMessage), or could not be reached. */
export class GbPrimeCardError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'GbPrimeCardError';
    this.code = code;
  }
}

/** Code of a GB API that did not answer, or answered something that is not GB's. */
export const GBPRIME_UNREACHABLE = 'gbprime_unreachable';

const answerSchema = z.object({
  resultCode: z.string(),
  resultMessage: z.string().nullish(),
  card: z.object({ token: z.string().min(1) }).nullish(),
});

/** The JSON body of GB's `POST /v2/tokens` (research §3.1): a two-digit expiry year. */
export const gbPrimeTokenBody = (card: VaultCard) => ({
  rememberCard: false,
  card: {
    number: card.number,
    expirationMonth: card.expirationMonth.padStart(2, '0'),
    expirationYear: card.expirationYear.slice(-2),
    securityCode: card.securityCode,
    name: card.name,
  },
});

/**
 * Tokenises a card at GB Prime Pay straight from the browser: HTTP Basic with the public key as
 * the user name, a JSON body, no cookies. The card number goes to GB only; the shop's server
 * receives the token.
 */
export const createGbPrimeCardToken = async (
  access: GbPrimeCardAccess,
  card: VaultCard,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<string> => {
  let response: Response;
  try {
    response = await fetchImpl(`${access.apiUrl.replace(/\/+$/, '')}/v2/tokens`, {
      method: 'POST',
      headers: { Authorization: `Basic ${btoa(`${access.publicKey}:`)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(gbPrimeTokenBody(card)),
      credentials: 'omit',
    });
  } catch (error) {
    throw new GbPrimeCardError(GBPRIME_UNREACHABLE, error instanceof Error ? error.message : String(error));
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // Not GB's JSON: reported below as unreachable.
  }
  const answer = answerSchema.safeParse(json);
  if (!answer.success) throw new GbPrimeCardError(GBPRIME_UNREACHABLE, `HTTP ${String(response.status)}`);
  const { resultCode, resultMessage, card: tokenised } = answer.data;
  if (response.ok && resultCode === '00' && tokenised) return tokenised.token;
  throw new GbPrimeCardError(resultCode, resultMessage ?? `HTTP ${String(response.status)}`);
};
