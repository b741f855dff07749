import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@shop/contract/orders/order';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { makeAttempt, makeOrder } from '../../../test/order-factories';
import { standInServer, type StandInCall } from '../../../test/stand-in-server';
import { PaymentReturn } from './payment-return';

const CHECK = 'POST /private/orders/payment/approved';

/**
 * The shop as the return screen sees it: the order it reads, and "check now", which runs `onCheck`
 * (the provider's answer arriving) and answers the order as it then is.
 */
const shopWith = (first: OrderDetail, onCheck: (order: OrderDetail, call: StandInCall) => OrderDetail) => {
  let order = first;
  const server = standInServer({
    'GET /private/orders/:id': () => ({ body: { success: true, data: order } }),
    [CHECK]: (call) => {
      order = onCheck(order, call);
      return {
        body: {
          success: true,
          order_token: order.order_token,
          payment_status: order.payment_status,
          latest_payment: order.latest_payment,
        },
      };
    },
  });
  vi.stubGlobal('fetch', server.fetch);
  return {
    checks: () => server.callsTo(CHECK).map((call) => call.body),
    /** Something happens at the provider or the server without the screen asking. */
    change: (next: (order: OrderDetail) => OrderDetail) => {
      order = next(order);
    },
  };
};

const showReturnScreen = (address: string) => {
  const router = createMemoryRouter(
    [
      { path: '/payment/:orderId?', element: <PaymentReturn /> },
      { path: '/cart/:orderId', element: <p>The payment step</p> },
      { path: '/myaccount/student/order', element: <p>My orders</p> },
    ],
    { initialEntries: [address] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
};

/**
 * Lets `ms` pass on the page's clock, a quarter second at a time, so each answer is rendered and
 * the next check planned before the clock moves on, as it would be in a browser.
 */
const wait = async (ms: number) => {
  for (let passed = 0; passed < ms; passed += 250) await act(() => vi.advanceTimersByTimeAsync(250));
};

const attemptOf = (methodId: number, state: 'pending' | 'unknown') =>
  makeOrder({
    payment_method_id: methodId,
    latest_payment: makeAttempt({ payment_method_id: methodId, state }),
  });

const paid = (order: OrderDetail): OrderDetail => ({
  ...order,
  payment_status: 'approved',
  latest_payment: makeAttempt({ ...order.latest_payment, state: 'succeeded' }),
});

describe('the payment return screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('tells the buyer it is checking a payment whose answer was lost, and turns to paid by itself', async () => {
    let asked = 0;
    const shop = shopWith(attemptOf(PaymentMethodId.OMISE_CARD, 'unknown'), (order) =>
      ++asked === 3 ? paid(order) : order,
    );
    showReturnScreen('/payment/7?attempt=31');

    expect(await screen.findByText('Checking your payment')).toBeVisible();
    expect(
      screen.getByText(
        'We are checking with Omise whether your payment went through. Please do not pay again; this page updates by itself.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    await wait(3_000);
    expect(shop.checks()).toHaveLength(2);
    await wait(3_000);
    expect(await screen.findByText('Payment successful')).toBeVisible();
    await wait(30_000);
    expect(shop.checks()).toEqual([
      { order_id: 7, order_payment_id: 31 },
      { order_id: 7, order_payment_id: 31 },
      { order_id: 7, order_payment_id: 31 },
    ]);
  });

  it('offers Start learning after a card payment with 3-D Secure when the order holds a course', async () => {
    shopWith(paid(attemptOf(PaymentMethodId.OMISE_CARD, 'pending')), (order) => order);
    showReturnScreen('/payment/7?attempt=31');

    expect(await screen.findByText('Payment successful')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start learning' })).toHaveAttribute(
      'href',
      '/myaccount/student/course',
    );
  });

  it('offers no Start learning after paying for products only', async () => {
    const card = paid(attemptOf(PaymentMethodId.OMISE_CARD, 'pending'));
    const lines = card.order_course_list.map((line) => ({ ...line, course_type: 'product' }));
    shopWith({ ...card, order_course_list: lines }, (order) => order);
    showReturnScreen('/payment/7?attempt=31');

    expect(await screen.findByText('Payment successful')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Start learning' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to my orders' })).toBeVisible();
  });

  it('never gives up a payment whose outcome is unknown, asking less often after the first 30 seconds', async () => {
    const shop = shopWith(attemptOf(PaymentMethodId.OMISE_CARD, 'unknown'), (order) => order);
    showReturnScreen('/payment/7?attempt=31');
    expect(await screen.findByText('Checking your payment')).toBeVisible();

    await wait(30_000);
    const inFirstHalfMinute = shop.checks().length;
    expect(inFirstHalfMinute).toBe(11);
    await wait(30_000);
    expect(shop.checks().length - inFirstHalfMinute).toBe(3);
    expect(screen.getByText('Checking your payment')).toBeVisible();
    expect(shop.checks().every((body) => !(body as { abandon?: boolean }).abandon)).toBe(true);
  });

  it('says the buyer cancelled at PayPal, ends the attempt at once, and offers to try again', async () => {
    const shop = shopWith(attemptOf(PaymentMethodId.PAYPAL, 'pending'), (order, call) =>
      (call.body as { abandon?: boolean }).abandon
        ? { ...order, latest_payment: makeAttempt({ ...order.latest_payment, state: 'expired' }) }
        : order,
    );
    const router = showReturnScreen('/payment/7?attempt=31&cancelled=1&token=5O190127TN364715T');

    expect(await screen.findByText('You cancelled at PayPal')).toBeVisible();
    expect(shop.checks()).toEqual([{ order_id: 7, order_payment_id: 31, abandon: true }]);
    await wait(30_000);
    expect(shop.checks()).toHaveLength(1);
    expect(screen.getByText('You cancelled at PayPal')).toBeVisible();

    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByText('The payment step')).toBeVisible();
    expect(router.state.location.pathname).toBe('/cart/7');
  });

  it("waits for Pay Solutions' answer, says after a while that no payment came, and still turns to paid when one does", async () => {
    const shop = shopWith(attemptOf(PaymentMethodId.PAY_SOLUTIONS, 'pending'), (order) => order);
    showReturnScreen('/payment/7?attempt=31');

    expect(await screen.findByText("Waiting for Pay Solutions's answer…")).toBeVisible();
    await wait(15_000);
    expect(screen.getByText("Waiting for Pay Solutions's answer…")).toBeVisible();

    await wait(9_000);
    expect(await screen.findByText('We have not received your payment')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay another way' })).toBeVisible();
    const abandons = () => shop.checks().filter((body) => (body as { abandon?: boolean }).abandon);
    expect(abandons()).toEqual([{ order_id: 7, order_payment_id: 31, abandon: true }]);

    const checksWhenGivenUp = shop.checks().length;
    shop.change(paid);
    await wait(6_000);
    expect(await screen.findByText('Payment successful')).toBeVisible();
    expect(shop.checks()).toHaveLength(checksWhenGivenUp);
    expect(abandons()).toHaveLength(1);
  });

  it("shows a card declined on 2C2P's page with its reason and the way back to the payment step", async () => {
    const shop = shopWith(attemptOf(PaymentMethodId.TWOC2P_CARD, 'pending'), (order) => ({
      ...order,
      latest_payment: makeAttempt({
        ...order.latest_payment,
        state: 'failed',
        failure_code: 'insufficient_fund',
      }),
    }));
    showReturnScreen('/payment/7?attempt=31&maskedCardInfo=411111XXXXXX1111');

    expect(await screen.findByText('Payment failed')).toBeVisible();
    expect(
      screen.getByText('The card has insufficient funds. Please use another card or method'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/cart/7');
    await wait(30_000);
    expect(shop.checks()).toHaveLength(1);
  });
});
