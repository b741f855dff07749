import { createHash } from 'node:crypto';
import { isoSeconds } from '../lib/iso-seconds';
import { randomId } from '../lib/random-id';
import { cardBrand } from './card-brand';
import type { OmiseContext } from './omise-context';
import type { OmiseToken } from './omise-objects';
import type { CardInput } from './parse-card-input';

/** Vaults a card: the token goes back to the browser, the number stays here with it. */
export const createOmiseToken = (context: OmiseContext, input: CardInput): OmiseToken => {
  const createdAt = isoSeconds(context.now());
  const id = randomId('tokn');
  const token: OmiseToken = {
    object: 'token',
    id,
    livemode: false,
    location: `https://vault.omise.co/tokens/${id}`,
    used: false,
    charge_status: 'unknown',
    created_at: createdAt,
    card: {
      object: 'card',
      id: randomId('card'),
      livemode: false,
      brand: cardBrand(input.number),
      last_digits: input.number.slice(-4),
      name: input.name,
      expiration_month: input.expirationMonth,
      expiration_year: input.expirationYear,
      fingerprint: createHash('sha256').update(`sandbox:${input.number}`).digest('base64'),
      security_code_check: true,
      bank: 'Sandbox Bank',
      country: 'th',
      financing: 'credit',
      created_at: createdAt,
    },
  };
  context.store.tokens.set(id, { token, number: input.number });
  return token;
};
