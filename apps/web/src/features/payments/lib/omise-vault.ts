import { z } from 'zod';

/** The card as the buyer typed it, already checked by the domain's card form rules. */
export type VaultCard = {
  name: string;
  number: string;
  expirationMonth: string;
  expirationYear: string;
  securityCode: string;
};

/** Where and as whom to tokenise: the answer of GET /api/omise/creditcard/applicationid. */
export type VaultAccess = { vaultUrl: string; publicKey: string };

/** The vault refused the card (Omise's `{ object: 'error', code, message }`), or could not be reached. */
export class OmiseVaultError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'OmiseVaultError';
    this.code = code;
  }
}

/** Code of a vault that did not answer, or answered something that is not Omise's. */
export const VAULT_UNREACHABLE = 'vault_unreachable';

const tokenSchema = z.object({ object: z.literal('token'), id: z.string().min(1) });
const errorSchema = z.object({ object: z.literal('error'), code: z.string(), message: z.string() });

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
};

/** The form body Omise.js sends to `POST /tokens`. */
export const vaultTokenBody = (card: VaultCard): URLSearchParams =>
  new URLSearchParams([
    ['card[name]', card.name],
    ['card[number]', card.number],
    ['card[expiration_month]', card.expirationMonth],
    ['card[expiration_year]', card.expirationYear],
    ['card[security_code]', card.securityCode],
  ]);

/**
 * Tokenises a card at Omise's vault straight from the browser, as Omise.js does: HTTP Basic with
 * the public key as the user name and an empty password, a form-encoded body, no cookies. The card
 * number goes to the vault only; the shop's server receives the token.
 */
export const createCardToken = async (
  access: VaultAccess,
  card: VaultCard,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<string> => {
  let response: Response;
  try {
    response = await fetchImpl(`${access.vaultUrl.replace(/\/+$/, '')}/tokens`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${btoa(`${access.publicKey}:`)}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: vaultTokenBody(card).toString(),
      credentials: 'omit',
    });
  } catch (error) {
    throw new OmiseVaultError(VAULT_UNREACHABLE, error instanceof Error ? error.message : String(error));
  }
  const json = await readJson(response);
  const token = tokenSchema.safeParse(json);
  if (response.ok && token.success) return token.data.id;
  const refusal = errorSchema.safeParse(json);
  if (refusal.success) throw new OmiseVaultError(refusal.data.code, refusal.data.message);
  throw new OmiseVaultError(VAULT_UNREACHABLE, `HTTP ${String(response.status)}`);
};
