import { describe, expect, it } from 'vitest';
import { createCardToken, OmiseVaultError, VAULT_UNREACHABLE, type VaultCard } from './omise-vault';

const card: VaultCard = {
  name: 'Somchai Jaidee',
  number: '4242424242424242',
  expirationMonth: '07',
  expirationYear: '2031',
  securityCode: '123',
};

const access = { vaultUrl: 'https://vault.example.test/', publicKey: 'pkey_test_5x' };

type Call = { url: string; init: RequestInit };

/** A fetch that records its calls and answers one canned response. */
const fakeFetch = (answer: () => Response) => {
  const calls: Call[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    calls.push({ url: input instanceof Request ? input.url : input.toString(), init: init ?? {} });
    return Promise.resolve(answer());
  };
  return { calls, fetchImpl };
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createCardToken', () => {
  it('posts the card form-encoded to the vault with the public key as Basic user, and answers the token', async () => {
    const { calls, fetchImpl } = fakeFetch(() =>
      json(200, { object: 'token', id: 'tokn_test_1', used: false }),
    );

    await expect(createCardToken(access, card, fetchImpl)).resolves.toBe('tokn_test_1');

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('https://vault.example.test/tokens');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('omit');
    expect(call?.init.headers).toEqual({
      Authorization: `Basic ${btoa('pkey_test_5x:')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(Object.fromEntries(new URLSearchParams(call?.init.body as string))).toEqual({
      'card[name]': 'Somchai Jaidee',
      'card[number]': '4242424242424242',
      'card[expiration_month]': '07',
      'card[expiration_year]': '2031',
      'card[security_code]': '123',
    });
  });

  it("passes on the vault's own refusal code and message", async () => {
    const { fetchImpl } = fakeFetch(() =>
      json(400, { object: 'error', code: 'invalid_card', message: 'number is invalid' }),
    );

    const refusal = createCardToken(access, card, fetchImpl);

    await expect(refusal).rejects.toBeInstanceOf(OmiseVaultError);
    await expect(refusal).rejects.toMatchObject({ code: 'invalid_card', message: 'number is invalid' });
  });

  it('reports a vault that cannot be reached or answers something else as unreachable', async () => {
    const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(createCardToken(access, card, offline)).rejects.toMatchObject({ code: VAULT_UNREACHABLE });

    const { fetchImpl } = fakeFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(createCardToken(access, card, fetchImpl)).rejects.toMatchObject({
      code: VAULT_UNREACHABLE,
      message: 'HTTP 502',
    });
  });

  it('does not take a successful status without a token for one', async () => {
    const { fetchImpl } = fakeFetch(() => json(200, { object: 'card', id: 'card_1' }));
    await expect(createCardToken(access, card, fetchImpl)).rejects.toMatchObject({ code: VAULT_UNREACHABLE });
  });
});
