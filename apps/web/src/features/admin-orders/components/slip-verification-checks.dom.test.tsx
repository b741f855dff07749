import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@shop/contract/admin/admin-order-detail';
import type { SlipVerificationView } from '@shop/contract/payments/slip-verification';
import { SlipVerificationChecks } from './slip-verification-checks';

// Only what the checks read of an order: its currency, amount to pay and when it was made.
const order = {
  currency: 'THB',
  money: { amount_to_pay: 105_930 },
  created_at: '2026-11-28T03:00:00.000Z',
} as unknown as AdminOrderDetail;

const verification: NonNullable<SlipVerificationView> = {
  status: 'review',
  reason: 'amount_mismatch',
  service: 'easyslip',
  checks: { account: true, amount: false, date: true },
  slip_amount: 99_000,
  order_amount: 105_930,
  transferred_at: '2026-11-28T03:05:00.000Z',
  receiver_account: 'xxx-x-xx789-0',
  receiver_promptpay: null,
  receiver_name: 'COURSE SHOP CO., LTD.',
  shop_accounts: [
    { bank_name: 'Kasikornbank', account_id: '123-4-56789-0', account_name: 'Course Shop', prompt_pay: null },
  ],
};

describe('the slip verification in the review queue', () => {
  it('says why the report waits, with the slip’s and the order’s amounts', () => {
    render(<SlipVerificationChecks order={order} verification={verification} />);

    const section = within(screen.getByRole('region', { name: 'Slip verification' }));
    expect(section.getByText('Sent to review')).toBeVisible();
    expect(section.getByRole('alert')).toHaveTextContent(/Amount .*990\.00.*, order .*1,059\.30/);
  });

  it('shows each check passed or failed beside the shop’s accounts and the order’s amount', () => {
    render(<SlipVerificationChecks order={order} verification={verification} />);

    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [account, amount, date] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(account).getByLabelText('Passed')).toBeInTheDocument();
    expect(account).toHaveTextContent('xxx-x-xx789-0');
    expect(account).toHaveTextContent('Kasikornbank 123-4-56789-0');
    expect(within(amount).getByLabelText('Failed')).toBeInTheDocument();
    expect(amount).toHaveTextContent(/1,059\.30/);
    expect(within(date).getByLabelText('Passed')).toBeInTheDocument();
  });

  it('says an approval was the verification’s, with no reason', () => {
    render(
      <SlipVerificationChecks
        order={order}
        verification={{
          ...verification,
          status: 'approved',
          reason: null,
          checks: { account: true, amount: true, date: true },
        }}
      />,
    );

    expect(screen.getByText('Approved by verification')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
