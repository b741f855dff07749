import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shop/contract/auth/session-user';
import type { OrderDetail } from '@shop/contract/orders/order';
import { ThankYou } from './thank-you';

let shown: Partial<OrderDetail> = {};
vi.mock('../api/get-order-by-token', () => ({
  useOrderByToken: () => ({ isPending: false, data: shown }),
}));

const MEMBER: SessionUser = {
  id: 7,
  username: 'somchai',
  email: 'somchai@example.com',
  firstname: 'Somchai',
  lastname: 'Jaidee',
  roles: ['student'],
  is_member: true,
  user_group_id: null,
  display_image_url: null,
};
let viewer: SessionUser = MEMBER;
vi.mock('../../auth/api/current-user', () => ({ useCurrentUser: () => ({ data: viewer }) }));

const line = (name: string, type: string) => ({
  course_id: name.length,
  course_name: name,
  course_type: type,
  priecingplan_id: 1,
  qty: 1,
  amount: 399_000,
  discount: 0,
  net: 399_000,
});

const order = (overrides: Partial<OrderDetail>): Partial<OrderDetail> => ({
  id: 1042,
  price: 399_000,
  discount: 0,
  shipping_fee: 0,
  total: 399_000,
  withholding_price: 0,
  currency_code: 'THB',
  payment_status: 'approved',
  payment_method_id: 8,
  email: 'somchai@example.com',
  order_course_list: [line('Python for beginners', 'Online')],
  latest_payment: null,
  ...overrides,
});

const renderFor = (data: Partial<OrderDetail>, who: SessionUser = MEMBER) => {
  shown = data;
  viewer = who;
  render(
    <MemoryRouter>
      <ThankYou token="token-123456" />
    </MemoryRouter>,
  );
};

describe('the thank-you page', () => {
  it('tells a buyer the order is paid, what was bought, and which account holds it, without "amount to pay"', () => {
    renderFor(order({}));

    expect(screen.getByText('Paid: thank you for your order')).toBeVisible();
    expect(screen.getByText('Python for beginners')).toBeVisible();
    const paidLine = screen.getByText(
      (_text, element) => element?.tagName === 'DIV' && /^Paid\s*฿?3,990\.00 THB/.test(element.textContent),
    );
    expect(paidLine).toBeVisible();
    expect(screen.queryByText(/Amount to pay/i)).toBeNull();
    expect(screen.getByText(/somchai@example\.com/)).toBeVisible();
    expect(screen.getByText(/sign in with this e-mail/i)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start learning' })).toHaveAttribute(
      'href',
      '/myaccount/student/course',
    );
  });

  it('does not offer to start learning for an order of products only', () => {
    renderFor(order({ order_course_list: [line('Workbook', 'product')] }));

    expect(screen.queryByRole('link', { name: 'Start learning' })).toBeNull();
    expect(screen.queryByText(/start learning/i)).toBeNull();
    expect(screen.getByText(/We will send your products/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See my orders' })).toBeVisible();
  });

  it('still says the amount to pay of an unpaid order', () => {
    renderFor(order({ payment_status: 'notYetReceived' }));

    expect(screen.getByText(/Amount to pay/i)).toBeVisible();
  });

  it('tells a guest that an account was made for them, under which e-mail and username, and how to sign in next time', () => {
    renderFor(order({ email: 'guest@example.com' }), {
      ...MEMBER,
      username: 'guest_4821',
      email: 'guest@example.com',
      is_member: false,
    });

    expect(screen.getByText('We made an account for you')).toBeVisible();
    expect(screen.getByText(/Your account uses guest@example\.com \(username guest_4821\)/)).toBeVisible();
    expect(screen.getByText(/We e-mailed you a link to set a password/)).toBeVisible();
  });

  it('does not tell a member that an account was made', () => {
    renderFor(order({}));

    expect(screen.queryByText('We made an account for you')).toBeNull();
  });
});
