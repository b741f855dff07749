import { describe, expect, it } from 'vitest';
import { createGbPrimeCardToken, GBPRIME_UNREACHABLE, GbPrimeCardError } from './gbprime-card-token';
import type { VaultCard } from './omise-vault';

const card: VaultCard = {
  name: 'Somchai Jaidee',
  number: '4535017710535741',
  expirationMonth: '7',
  expirationYear: '2031',
  securityCode: '123',
};
const access = { apiUrl: 'https://api.gb.example/', publicKey: 'pk_test' };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const answering = (answer: () => Response | Promise<Response>) => {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    calls.push({ url: input instanceof Request ? input.url : input.toString(), init: init ?? {} });
    return Promise.resolve(answer());
  };
  return { calls, fetchImpl };
};

describe('createGbPrimeCardToken', () => {
  it('posts the card as JSON to /v2/tokens with the public key as Basic user, and answers the token', async () => {
    const { calls, fetchImpl } = answering(() => json(200, { resultCode: '00', card: { token: 'tok-1' } }));

    await expect(createGbPrimeCardToken(access, card, fetchImpl)).resolves.toBe('tok-1');

    expect(calls[0]?.url).toBe('https://api.gb.example/v2/tokens');
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: `Basic ${btoa('pk_test:')}` });
    expect(calls[0]?.init.credentials).toBe('omit');
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual({
      rememberCard: false,
      card: {
        number: '4535017710535741',
        expirationMonth: '07',
        expirationYear: '31',
        securityCode: '123',
        name: 'Somchai Jaidee',
      },
    });
  });

  it("reports GB's refusal with its resultCode", async () => {
    const { fetchImpl } = answering(() => json(200, { resultCode: '54', resultMessage: 'Expired card' }));

    await expect(createGbPrimeCardToken(access, card, fetchImpl)).rejects.toEqual(
      new GbPrimeCardError('54', 'Expired card'),
    );
  });

  it('reports an API that cannot be reached or answers HTML as unreachable', async () => {
    const down: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const html = answering(() => new Response('<html>', { status: 502 }));

    await expect(createGbPrimeCardToken(access, card, down)).rejects.toMatchObject({
      code: GBPRIME_UNREACHABLE,
    });
    await expect(createGbPrimeCardToken(access, card, html.fetchImpl)).rejects.toMatchObject({
      code: GBPRIME_UNREACHABLE,
    });
  });
});
