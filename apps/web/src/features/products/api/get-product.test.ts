import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { params: { id: string; flag: string } }[] = [];

vi.mock('../../../lib/api-client', () => ({
  lazyRoute: () => () => Promise.resolve({}),
  api: {
    call: (_route: unknown, input: { params: { id: string; flag: string } }) => {
      calls.push(input);
      return Promise.resolve({ data: { id: Number(input.params.id) } });
    },
  },
}));

const flagsAsked = () => calls.map((call) => call.params.flag);

describe('counting the views of a product page', () => {
  beforeEach(() => {
    calls.length = 0;
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('counts every page the server renders, not only the first visit after it started', async () => {
    const { getProduct } = await import('./get-product');

    await getProduct(7);
    await getProduct(7);
    await getProduct(7);

    expect(flagsAsked()).toEqual(['1', '1', '1']);
  });

  it('counts a view once per page load in the browser, and not again when the page fetches anew', async () => {
    vi.stubGlobal('window', {});
    const { getProduct } = await import('./get-product');

    await getProduct(7);
    await getProduct(7);

    expect(flagsAsked()).toEqual(['1', '0']);
  });

  it('does not count again a view the server already counted for the page it handed over', async () => {
    vi.stubGlobal('window', {});
    const { getProduct, markProductViewsCounted, productQueryOptions } = await import('./get-product');
    const queryClient = new QueryClient();
    queryClient.setQueryData(productQueryOptions(7).queryKey, { id: 7 } as never);

    markProductViewsCounted(queryClient);
    await getProduct(7);

    expect(flagsAsked()).toEqual(['0']);
  });
});
