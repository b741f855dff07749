import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { App } from 'antd';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@shop/contract/orders/order';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { shownNotices } from '../../../lib/notices';
import { makeOrder } from '../../../test/order-factories';
import { standInServer } from '../../../test/stand-in-server';
import { OmiseCardPanel } from './omise-card-panel';
import { GbPrimeCardPanel } from './gbprime-card-panel';

const AMOUNT = '2,664.30 THB';

type PanelProps = { order: OrderDetail; amountText: string };

const typeCard = async (user: UserEvent, number: string) => {
  for (const [label, value] of [
    ['Name on card', 'SOMYING RIANDEE'],
    ['Card number', number],
    ['Expiry month', '12'],
    ['Expiry year', String(new Date().getFullYear() + 3)],
    ['CVV', '123'],
  ] as const) {
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: `Pay ${AMOUNT}` }));
};

/** Omise's and GB's card answers: the first card `declinedWith` the code, the next one paid. */
const answersFor = (declinedWith: string) => {
  let charges = 0;
  const failed = { status: 'failed', failure_code: declinedWith, failure_message: declinedWith };
  const paid = { status: 'successful', failure_code: null, failure_message: null };
  const answer = () => ({
    ...(++charges === 1 ? failed : paid),
    orderPaymentId: 30 + charges,
    order_token: 'order-token-7',
  });
  return {
    'GET /api/omise/creditcard/applicationid': () => ({
      body: { success: true, publicKey: 'pkey_test_1', vaultUrl: 'http://vault.test' },
    }),
    'POST /tokens': () => ({ body: { object: 'token', id: 'tokn_test_1' } }),
    'POST /api/omise/creditcard': () => ({
      body: { success: true, chargesDetails: null, charges: null, ...answer() },
    }),
    'GET /api/gbprime/applicationid': () => ({
      body: { success: true, publicKey: 'gb-public', apiUrl: 'http://gb.test' },
    }),
    'POST /v2/tokens': () => ({ body: { resultCode: '00', card: { token: 'gb-card-token' } } }),
    'POST /api/gbprime': () => ({ body: { success: true, data: { invoice_url: null }, ...answer() } }),
    'POST /private/orders/payment/approved': () => ({
      body: { success: true, order_token: 'order-token-7', payment_status: 'approved', latest_payment: null },
    }),
  };
};

const showCardPanel = (Panel: ComponentType<PanelProps>, methodId: number, declinedWith: string) => {
  const server = standInServer(answersFor(declinedWith));
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(
    [
      {
        path: '/cart/:orderId',
        element: <Panel order={makeOrder({ payment_method_id: methodId })} amountText={AMOUNT} />,
      },
      { path: '/thankyou', element: <p>Thank you</p> },
      { path: '/myaccount/student/order', element: <p>My orders</p> },
    ],
    { initialEntries: ['/cart/7'] },
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

const CARD_PANELS = [
  { method: 'Omise', Panel: OmiseCardPanel, methodId: PaymentMethodId.OMISE_CARD },
  { method: 'GB Prime Pay', Panel: GbPrimeCardPanel, methodId: PaymentMethodId.GBPRIME_CARD },
];

describe('a declined card', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(CARD_PANELS)(
    '($method) stays on the payment step with the reason under the card number, and another card pays',
    async ({ Panel, methodId }) => {
      const user = userEvent.setup();
      const router = showCardPanel(Panel, methodId, 'insufficient_fund');

      await typeCard(user, '4111111111140011');

      expect(await screen.findByText('The card was declined')).toBeVisible();
      expect(screen.getByText('Please check the field marked below, or use another card.')).toBeVisible();
      const number = screen.getByLabelText('Card number');
      expect(number).toHaveAccessibleDescription(
        'The card has insufficient funds. Please use another card or method',
      );
      expect(number).toHaveValue('');
      expect(screen.getByLabelText('CVV')).toHaveValue('');
      expect(screen.getByLabelText('Name on card')).toHaveValue('SOMYING RIANDEE');
      expect(screen.getByRole('button', { name: `Pay ${AMOUNT}` })).toBeEnabled();
      expect(router.state.location.pathname).toBe('/cart/7');

      await typeCard(user, '5555555555554444');
      expect(await screen.findByText('Thank you')).toBeVisible();
      expect(shownNotices().map((notice) => notice.level)).toEqual(['success']);
    },
  );

  it('writes a wrong expiry under the year and keeps the number typed', async () => {
    const user = userEvent.setup();
    showCardPanel(GbPrimeCardPanel, PaymentMethodId.GBPRIME_CARD, 'expired_card');

    await typeCard(user, '4111111111111111');

    expect(await screen.findByLabelText('Expiry year')).toHaveAccessibleDescription('The card has expired');
    expect(screen.getByLabelText('Card number')).toHaveValue('4111111111111111');
    expect(screen.getByLabelText('Expiry year')).toHaveValue('');
  });

  it("gives a failed bank check's reason above the form and keeps the card for another try", async () => {
    const user = userEvent.setup();
    showCardPanel(OmiseCardPanel, PaymentMethodId.OMISE_CARD, 'failed_3ds');

    await typeCard(user, '4111111111111111');

    expect(await screen.findByText(/The bank could not verify you \(3-D Secure\)/)).toBeVisible();
    expect(screen.getByLabelText('Card number')).toHaveValue('4111111111111111');
    expect(screen.getByLabelText('CVV')).toHaveValue('');
  });
});
