import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CartItem } from '@shop/contract/cart/cart';
import { setApiTransport } from '../../lib/api-client';
import { HeaderCartLink } from './header-cart-link';

const cartLine = (id: number): CartItem => ({
  id,
  cart_id: 'cart-1',
  course_id: id,
  course_name: `Course ${String(id)}`,
  course_image: null,
  course_type: 'Online',
  link_path: `/course/${String(id)}`,
  priecingplan_id: -1,
  pricing_type: null,
  qty: 1,
  price: null,
  price_usd: null,
  available_qty: null,
  coupons_id: '[]',
  paymentmethod_id: null,
  free_book: false,
  free_book_type: null,
  product_free: 0,
  cartID: 'cart-1',
  courseID: id,
  pricingID: -1,
  couponID: '',
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The shop's API as the header meets it: nobody signed in, and a visitor cart of two lines. */
let asked: string[] = [];
beforeEach(() => {
  asked = [];
  setApiTransport((input) => {
    const path = input instanceof Request ? input.url : input.toString();
    asked.push(path);
    if (path === '/api/auth/me') return Promise.resolve(json({ success: true, data: null }));
    return Promise.resolve(
      json({
        success: true,
        data: [cartLine(1), cartLine(2)],
        cart: {
          id: 'cart-1',
          promotion_id: null,
          coupon_ids: [],
          payment_method_id: null,
          coupons: [],
          dropped_coupons: [],
          is_withholding: false,
          withholding_percent: 3,
          shipping_address_id: null,
          shipping_fee_id: null,
        },
      }),
    );
  });
});
afterEach(() => {
  setApiTransport((input, init) => fetch(input, init));
});

const renderHeaderCart = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <HeaderCartLink />
      </MemoryRouter>
    </QueryClientProvider>,
  );

// The page's visitor id is made once per page load (module state): the returning visitor comes first.
describe('the cart in the header', () => {
  it("shows a returning visitor's cart with the number of its lines", async () => {
    localStorage.setItem('generate_id', 'returning-visitor-0001');
    renderHeaderCart();

    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/cart');
    expect(asked).toContain('/public/cart/returning-visitor-0001');
  });

  it('asks for no cart on the page that gave the browser its visitor id, and shows it empty', async () => {
    localStorage.clear();
    renderHeaderCart();

    await waitFor(() => {
      expect(asked).toContain('/api/auth/me');
    });
    // The header knows who is there now; a cart it asked for would be asked for by now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(localStorage.getItem('generate_id')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(asked.filter((path) => path.startsWith('/public/cart'))).toEqual([]);
  });
});
