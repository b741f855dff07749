import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@shop/contract/orders/order';
import { makeOrder } from '../../../test/order-factories';
import { standInServer } from '../../../test/stand-in-server';
import { ThankYou } from './thank-you';

const CLAIM = 'POST /private/orders/purchase-reports';

/** The shop for one order: it hands an approved order over for reporting once, as the server does. */
const shopWith = (order: OrderDetail) => {
  let isReported = false;
  const server = standInServer({
    'GET /private/orders/token/:token': () => ({ body: { success: true, data: order } }),
    // The thank-you page asks who is signed in, to tell a guest an account was made.
    'GET /api/auth/me': () => ({ body: { success: true, data: null } }),
    [CLAIM]: () => {
      const due = order.payment_status === 'approved' && !isReported;
      isReported = isReported || due;
      return { body: { success: true, data: due ? [order] : [] } };
    },
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
};

const visitThankYou = (token: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter>
          <ThankYou token={token} />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );

const purchases = () =>
  (window.dataLayer ?? []).filter(
    (entry): entry is { event: string; ecommerce: Record<string, unknown> } =>
      typeof entry === 'object' && entry !== null && (entry as { event?: string }).event === 'purchase',
  );

describe('the analytics purchase of an order', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is pushed once for a paid order, with its value and lines, however often its page is opened', async () => {
    const order = makeOrder({ payment_status: 'approved', total: 266_430, vat: 17_430 });
    const server = shopWith(order);

    const first = visitThankYou(order.order_token);
    await waitFor(() => expect(purchases()).toHaveLength(1));
    first.unmount();
    visitThankYou(order.order_token);
    await waitFor(() => expect(server.callsTo(CLAIM)).toHaveLength(2));

    const pushed = purchases();
    expect(pushed).toHaveLength(1);
    expect(pushed[0]?.ecommerce).toMatchObject({
      currency: 'THB',
      value: 2664.3,
      tax: 174.3,
      transaction_id: order.order_token,
      items: [{ item_id: '3', item_name: 'UX/UI Design Fundamentals', price: 2664.3, quantity: 1 }],
    });
  });

  it('is not pushed, nor asked for, while the order waits for payment or review', async () => {
    const order = makeOrder({ payment_status: 'pendingApproved' });
    const server = shopWith(order);

    visitThankYou(order.order_token);
    await screen.findByText(/7/);

    expect(server.callsTo(CLAIM)).toEqual([]);
    expect(purchases()).toEqual([]);
  });
});
