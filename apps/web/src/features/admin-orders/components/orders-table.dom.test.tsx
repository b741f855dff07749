import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminOrderRow } from '@shop/contract/admin/admin-orders';
import { ADMIN_ORDER_FILTER_NAMES } from '@shop/contract/admin/admin-order-names';
import { useAdminListParams } from '../../../lib/admin-list-params';
import { ADMIN_ORDERS_KEY } from '../api/list-orders';
import type { OrdersPage } from '../hooks/use-orders-page';
import { OrdersTable } from './orders-table';

const row = (id: number, overrides: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  id,
  order_token: `token-${String(id)}`,
  created_at: '2026-11-27T03:00:00.000Z',
  buyer: {
    id: 5,
    username: 'somchai',
    name: 'Somchai Jaidee',
    email: 'somchai@example.com',
    phone: '0812345678',
  },
  amount_to_pay: 399_000,
  currency: 'THB',
  payment_method: { id: 2, name: 'โอนเงินผ่านธนาคาร', name_web: 'Bank transfer' },
  state: 'pendingApproved',
  needs_review: true,
  refund_state: 'none',
  ...overrides,
});

/** Shows the list's address, as the browser's address bar would. */
const Address = () => <output aria-label="address">{useLocation().search}</output>;

type Answer = { data: AdminOrderRow[]; total: number } | undefined;

const OrdersOf = ({ answer, isFetching }: { answer: Answer; isFetching: boolean }) => {
  const list = useAdminListParams(ADMIN_ORDER_FILTER_NAMES);
  const orders = { data: answer, isFetching } as unknown as OrdersPage['orders'];
  return <OrdersTable list={list} orders={orders} exportUrl="/export.csv" />;
};

const showList = (answer: Answer, { address = '/admin/orders', isFetching = false } = {}) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(
    [...ADMIN_ORDERS_KEY, 'options', 'methods'],
    [{ id: 2, name: 'โอนเงินผ่านธนาคาร', name_web: 'Bank transfer' }],
  );
  client.setQueryData(
    [...ADMIN_ORDERS_KEY, 'options', 'courses', ''],
    [{ id: 9, title: 'Canva for beginners' }],
  );
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <OrdersOf answer={answer} isFetching={isFetching} />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
};

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe("the back office's orders list", () => {
  it('shows each order as a row that opens it, with its buyer, amount and state', () => {
    showList({ data: [row(41), row(42, { state: 'approved', needs_review: false })], total: 2 });

    const table = screen.getByRole('table', { name: 'Orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const first = within(table).getByRole('row', { name: /Open order 41/ });
    const second = within(table).getByRole('row', { name: /Open order 42/ });
    expect(within(table).getByRole('columnheader', { name: /Buyer/ })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Open order 41' })).toHaveAttribute(
      'href',
      '/admin/orders/41',
    );
    expect(within(first).getByText('somchai@example.com · 0812345678')).toBeInTheDocument();
    expect(within(second).getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('2 in all')).toBeInTheDocument();
  });

  it('sorts by a column from its header: ascending, descending, then unsorted, in the address', async () => {
    const user = showList({ data: [row(41)], total: 1 });
    const header = screen.getByRole('columnheader', { name: /To pay/ });
    expect(header).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header).getByRole('button', { name: /To pay/ }));
    expect(address()).toBe('?sort=total');
    expect(header).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header).getByRole('button', { name: /To pay/ }));
    expect(address()).toBe('?sort=-total');
    expect(header).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(header).getByRole('button', { name: /To pay/ }));
    expect(address()).toBe('');
  });

  it('puts the search, the state, the method and the dates in the address and goes back to page 1', async () => {
    const user = showList({ data: [row(41)], total: 60 }, { address: '/admin/orders?page=2' });

    await user.type(
      screen.getByRole('searchbox', { name: 'Order number, token, e-mail, name or phone' }),
      'somchai{Enter}',
    );
    expect(address()).toBe('?keyword=somchai');

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Approved');
    expect(address()).toContain('state=approved');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment method' }), 'Bank transfer');
    expect(address()).toContain('payment_method_id=2');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Course or product' }),
      'Canva for beginners',
    );
    expect(address()).toContain('course_id=9');

    const dates = screen.getByRole('group', { name: 'Ordered on' });
    await user.type(within(dates).getByLabelText('From'), '2026-11-01');
    expect(address()).toContain('from=2026-11-01');

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'All');
    expect(address()).not.toContain('state=');
  });

  it('links the pages of the list and keeps the filters on them', async () => {
    const user = showList({ data: [row(41)], total: 60 }, { address: '/admin/orders?state=approved' });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: '2' })).toHaveAttribute('href', '?state=approved&page=2');

    await user.click(within(pages).getByRole('link', { name: '3' }));
    expect(address()).toBe('?state=approved&page=3');
  });

  it('says so when no order matches', () => {
    showList({ data: [], total: 0 });
    expect(screen.getByText('Nothing found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('shows a loading state before the first answer', () => {
    showList(undefined, { isFetching: true });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
