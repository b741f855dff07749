import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@shop/contract/orders/order';
import { makeOrder } from '../../../test/order-factories';
import type { PaymentPanel } from '../lib/payment-panel';
import { PaymentStep } from './payment-step';

const NOTICE = 'An unpaid order is cancelled 48 hours after it was made.';

let step: { panel: PaymentPanel; order: OrderDetail } = { panel: 'card', order: makeOrder({}) };
vi.mock('../hooks/use-payment-step', () => ({
  usePaymentStep: () => ({
    loading: false,
    failed: false,
    paymentInFlight: null,
    openedStatus: 'notYetReceived',
    methodsFailed: false,
    methodName: 'Method',
    dialogOpen: false,
    retryMethods: () => undefined,
    openDialog: () => undefined,
    notifyLater: () => undefined,
    ...step,
  }),
}));
vi.mock('../../settings/api/site-settings', () => ({
  useSiteSettings: () => ({ data: { payment_time_limit_text: NOTICE } }),
}));
vi.mock('./payment-method-panel', () => ({ PaymentMethodPanel: () => <p>The method&apos;s panel</p> }));

const showStep = (panel: PaymentPanel) => {
  const order = makeOrder({});
  const [first] = order.order_course_list;
  if (!first) throw new Error('the factory order has a line');
  step = {
    panel,
    order: {
      ...order,
      order_course_list: [
        { ...first, course_name: 'Python for beginners', qty: 1 },
        { ...first, course_id: first.course_id + 1, course_name: 'Workbook', course_type: 'product', qty: 2 },
      ],
    },
  };
  render(
    <MemoryRouter>
      <PaymentStep orderId={7} layoutFour={false} />
    </MemoryRouter>,
  );
};

describe('the payment step', () => {
  it('lists what the buyer is paying for', () => {
    showStep('card');

    const items = screen.getByRole('list', { name: 'Your order' });
    expect(within(items).getByText('Python for beginners')).toBeVisible();
    expect(within(items).getByText('Workbook × 2')).toBeVisible();
  });

  it('gives no 48-hour cancel notice for a card, which is paid at once', () => {
    showStep('card');

    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it.each(['bankTransfer', 'promptPay', 'scbQr'] as const)(
    'gives the cancel notice for %s, paid later',
    (panel) => {
      showStep(panel);

      expect(screen.getByText(NOTICE)).toBeVisible();
    },
  );
});
