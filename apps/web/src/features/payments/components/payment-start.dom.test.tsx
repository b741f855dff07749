import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { App } from 'antd';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@shop/contract/orders/order';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { shownNotices } from '../../../lib/notices';
import { makeAttempt, makeOrder } from '../../../test/order-factories';
import { refusal, standInServer, type StandInAnswer } from '../../../test/stand-in-server';
import { OmiseCardPanel } from './omise-card-panel';
import { GbPrimeCardPanel } from './gbprime-card-panel';
import { GbPrimePromptPayPanel } from './gbprime-promptpay-panel';
import { PaymentStep } from './payment-step';
import { PayPalPanel } from './paypal-panel';
import { PaySolutionsPanel } from './paysolutions-panel';
import { OmisePromptPayPanel } from './omise-promptpay-panel';
import { ScbQrPanel } from './scb-qr-panel';
import { TwoC2pPanel } from './twoc2p-panel';

const AMOUNT = '2,664.30 THB';

type PanelProps = { order: OrderDetail; amountText: string };

/** Types a card into the card form and presses pay. */
const payByCard = async (user: UserEvent, number = '4242424242424242') => {
  await user.type(screen.getByLabelText('Name on card'), 'SOMYING RIANDEE');
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry month'), '12');
  await user.type(screen.getByLabelText('Expiry year'), String(new Date().getFullYear() + 3));
  await user.type(screen.getByLabelText('CVV'), '123');
  await user.click(screen.getByRole('button', { name: `Pay ${AMOUNT}` }));
};

/** The card vaults of Omise and GB Prime Pay, which tokenise a card before the shop charges it. */
const VAULTS = {
  'GET /api/omise/creditcard/applicationid': () => ({
    body: { success: true, publicKey: 'pkey_test_1', vaultUrl: 'http://vault.test' },
  }),
  'POST /tokens': () => ({ body: { object: 'token', id: 'tokn_test_1' } }),
  'GET /api/gbprime/applicationid': () => ({
    body: { success: true, publicKey: 'gb-public', apiUrl: 'http://gb.test' },
  }),
  'POST /v2/tokens': () => ({ body: { resultCode: '00', card: { token: 'gb-card-token' } } }),
};

type PanelCase = {
  method: string;
  methodId: number;
  Panel: ComponentType<PanelProps>;
  start: string;
  pay: (user: UserEvent) => Promise<void>;
};

const PANELS: PanelCase[] = [
  {
    method: 'Omise card',
    methodId: PaymentMethodId.OMISE_CARD,
    Panel: OmiseCardPanel,
    start: 'POST /api/omise/creditcard',
    pay: (user) => payByCard(user),
  },
  {
    method: 'Omise PromptPay',
    methodId: PaymentMethodId.OMISE_PROMPTPAY,
    Panel: OmisePromptPayPanel,
    start: 'POST /api/omise/promptpay',
    pay: (user) => user.click(screen.getByRole('button', { name: 'Pay with PromptPay' })),
  },
  {
    method: 'GB Prime Pay card',
    methodId: PaymentMethodId.GBPRIME_CARD,
    Panel: GbPrimeCardPanel,
    start: 'POST /api/gbprime',
    pay: (user) => payByCard(user),
  },
  {
    method: 'GB Prime Pay PromptPay',
    methodId: PaymentMethodId.GBPRIME_PROMPTPAY,
    Panel: GbPrimePromptPayPanel,
    start: 'POST /api/gbprime/promptpay',
    pay: (user) => user.click(screen.getByRole('button', { name: 'Pay with PromptPay' })),
  },
  {
    method: '2C2P card',
    methodId: PaymentMethodId.TWOC2P_CARD,
    Panel: TwoC2pPanel,
    start: 'POST /api/payment/2c2p/payment/link',
    pay: (user) => user.click(screen.getByRole('button', { name: `Pay ${AMOUNT}` })),
  },
  {
    method: '2C2P QR',
    methodId: PaymentMethodId.TWOC2P_QR,
    Panel: TwoC2pPanel,
    start: 'POST /api/payment/2c2p/qr-code/link',
    pay: (user) => user.click(screen.getByRole('button', { name: `Pay by QR ${AMOUNT}` })),
  },
  {
    method: 'SCB QR',
    methodId: PaymentMethodId.SCB_QR,
    Panel: ScbQrPanel,
    start: 'POST /api/payment/scb/qrcode/create',
    pay: (user) => user.click(screen.getByRole('button', { name: 'Pay with QR code' })),
  },
  {
    method: 'PayPal',
    methodId: PaymentMethodId.PAYPAL,
    Panel: PayPalPanel,
    start: 'POST /api/paypal/orders',
    pay: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
      const modal = await screen.findByRole('dialog', { name: 'Pay with PayPal' });
      await user.click(within(modal).getByRole('button', { name: 'Pay with PayPal' }));
    },
  },
  {
    method: 'Pay Solutions',
    methodId: PaymentMethodId.PAY_SOLUTIONS,
    Panel: PaySolutionsPanel,
    start: 'POST /api/pay-solutions',
    pay: (user) => user.click(screen.getByRole('button', { name: `Pay ${AMOUNT} with Pay Solutions` })),
  },
];

/** The payment step of order 7 with one panel, its start answered by `answer`. */
const showPanel = ({ methodId, Panel, start }: PanelCase, answer: () => StandInAnswer) => {
  const server = standInServer({ ...VAULTS, [start]: answer });
  vi.stubGlobal('fetch', server.fetch);
  const order = makeOrder({ payment_method_id: methodId });
  const router = createMemoryRouter(
    [
      { path: '/cart/:orderId', element: <Panel order={order} amountText={AMOUNT} /> },
      { path: '/payment/:orderId?', element: <p>The return screen</p> },
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
  return { router, starts: () => server.callsTo(start) };
};

const addressOf = (router: ReturnType<typeof showPanel>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe("a payment panel's start when a payment of the order may be under way", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(PANELS)(
    '$method takes the buyer to the return screen of an attempt whose answer was lost, with no error inviting another payment',
    async (panel) => {
      const user = userEvent.setup();
      const { router, starts } = showPanel(panel, () =>
        refusal(504, 'PAYMENT_OUTCOME_UNKNOWN', { orderPaymentId: 31, order_token: 'order-token-7' }),
      );

      await panel.pay(user);

      expect(await screen.findByText('The return screen')).toBeVisible();
      expect(addressOf(router)).toBe('/payment/7?attempt=31');
      expect(starts()).toHaveLength(1);
      expect(shownNotices()).toEqual([]);
    },
  );

  it.each([PANELS[0], PANELS[7]].filter((panel) => panel !== undefined))(
    '$method waits for an earlier attempt still being checked instead of starting another',
    async (panel) => {
      const user = userEvent.setup();
      const { router } = showPanel(panel, () => refusal(409, 'PAYMENT_IN_PROGRESS', { orderPaymentId: 30 }));

      await panel.pay(user);

      expect(await screen.findByText('The return screen')).toBeVisible();
      expect(addressOf(router)).toBe('/payment/7?attempt=30');
      expect(shownNotices()).toEqual([]);
    },
  );

  it('shows an order an earlier attempt already paid as it now stands', async () => {
    const user = userEvent.setup();
    const panel = PANELS[1];
    if (!panel) throw new Error('no PromptPay panel');
    const { router } = showPanel(panel, () => refusal(409, 'ORDER_NOT_PENDING'));

    await panel.pay(user);

    expect(await screen.findByText('The return screen')).toBeVisible();
    expect(addressOf(router)).toBe('/payment/7');
  });

  it('still tells the buyer nothing was charged when the provider could not be reached, and stays', async () => {
    const user = userEvent.setup();
    const panel = PANELS[1];
    if (!panel) throw new Error('no PromptPay panel');
    const { router } = showPanel(panel, () => refusal(503, 'PAYMENT_PROVIDER_UNAVAILABLE'));

    await panel.pay(user);

    await waitFor(() => expect(shownNotices()).toHaveLength(1));
    expect(shownNotices()[0]?.description).toContain('Nothing was charged');
    expect(addressOf(router)).toBe('/cart/7');
  });

  it('opens the return screen instead of the card form while an earlier payment is being checked', async () => {
    const checked = makeAttempt({ id: 30, payment_method_id: PaymentMethodId.OMISE_CARD, state: 'unknown' });
    const order = {
      ...makeOrder({ payment_method_id: PaymentMethodId.OMISE_CARD, latest_payment: checked }),
    };
    const method = {
      id: PaymentMethodId.OMISE_CARD,
      name: 'บัตรเครดิต/เดบิต (Omise)',
      name_web: 'Credit/debit card (Omise)',
      payment_type: 'omise',
      application_id_1: null,
      application_id_2: null,
      bankList: [],
    };
    const server = standInServer({
      'GET /private/payments/methods/order/:orderId': () => ({
        body: { success: true, data: { ...order, payment_method: null } },
      }),
      'GET /public/payments/methods': () => ({ body: { success: true, data: [method] } }),
    });
    vi.stubGlobal('fetch', server.fetch);
    const router = createMemoryRouter(
      [
        { path: '/cart/:orderId', element: <PaymentStep orderId={7} layoutFour={false} /> },
        { path: '/payment/:orderId?', element: <p>The return screen</p> },
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

    expect(await screen.findByText('The return screen')).toBeVisible();
    expect(addressOf(router)).toBe('/payment/7?attempt=30');
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });
});
