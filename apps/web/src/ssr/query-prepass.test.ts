import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderWithItsData } from './query-prepass';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });

/** A "render" that asks for the queries it finds missing, as components' `useQuery` would. */
const pageAsking = (queryClient: QueryClient, asks: Record<string, () => Promise<string>>) => {
  let renders = 0;
  const render = async () => {
    renders += 1;
    const shown = Object.entries(asks).map(([key, fetch]) => {
      const cache = queryClient.getQueryCache();
      const query = cache.build(queryClient, { queryKey: [key], queryFn: fetch });
      return `${key}:${query.state.data ?? 'loading'}`;
    });
    return Promise.resolve(shown.join(' '));
  };
  return { render, renders: () => renders };
};

describe('rendering a page with the data it asks for', () => {
  it('renders again with what arrived, and shows a call left to the browser as loading', async () => {
    const queryClient = client();
    const page = pageAsking(queryClient, {
      course: () => Promise.resolve('Python'),
      cart: () => Promise.reject(new Error('left to the browser')),
    });

    const html = await renderWithItsData(queryClient, page.render);

    expect(html).toBe('course:Python cart:loading');
    expect(page.renders()).toBe(2);
  });

  it('takes the first render as the page when everything it asked for is left to the browser', async () => {
    const queryClient = client();
    await queryClient.query({ queryKey: ['course'], queryFn: () => 'Python' });
    const page = pageAsking(queryClient, {
      course: () => Promise.resolve('never asked'),
      cart: () => Promise.reject(new Error('left to the browser')),
    });

    const html = await renderWithItsData(queryClient, page.render);

    expect(html).toBe('course:Python cart:loading');
    expect(page.renders()).toBe(1);
    expect(queryClient.getQueryCache().find({ queryKey: ['cart'] })).toBeUndefined();
  });
});
