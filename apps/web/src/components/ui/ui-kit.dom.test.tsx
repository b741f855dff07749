import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notices } from '../../lib/notices';
import { Collapse } from './collapse';
import { MenuButton } from './menu-button';
import { NoticeHost } from './notice-host';
import { Tabs } from './tabs';

const ControlledTabs = () => {
  const [active, setActive] = useState('detail');
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      items={[
        { key: 'detail', label: 'Detail', children: <p>What you learn</p> },
        { key: 'content', label: 'Content', children: <p>Section one</p> },
        { key: 'questions', label: 'Questions', children: <p>Ask here</p> },
      ]}
    />
  );
};

describe('the storefront tabs', () => {
  it('keep every panel in the page and show the chosen one', async () => {
    render(<ControlledTabs />);
    expect(screen.getByText('Section one')).not.toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Content' }));
    expect(screen.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Section one')).toBeVisible();
    expect(screen.getByText('What you learn')).not.toBeVisible();
  });

  it('move with the arrow keys and wrap around at the ends', async () => {
    render(<ControlledTabs />);
    screen.getByRole('tab', { name: 'Detail' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Questions' })).toHaveFocus();
    expect(screen.getByText('Ask here')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Detail' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('the storefront collapse', () => {
  it('opens the panels it is told to and toggles a panel from its heading', async () => {
    render(
      <Collapse
        defaultOpen={['one']}
        items={[
          { key: 'one', label: 'Getting started', children: <p>Install Python</p> },
          { key: 'two', label: 'Pandas', children: <p>Data frames</p> },
        ]}
      />,
    );
    expect(screen.getByText('Install Python')).toBeVisible();
    expect(screen.getByText('Data frames')).not.toBeVisible();
    const pandas = screen.getByRole('button', { name: 'Pandas' });
    await userEvent.click(pandas);
    expect(pandas).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Data frames')).toBeVisible();
  });
});

describe('the account menu button', () => {
  it('lists its entries when opened and closes with Escape', async () => {
    const signOut = vi.fn();
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <MenuButton
            label="Somying"
            purpose="My account"
            entries={[
              { key: 'orders', label: 'My orders', to: '/orders' },
              { key: 'out', label: 'Sign out', onSelect: signOut },
            ]}
          />
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    const button = screen.getByRole('button', { name: 'Somying, My account' });
    await userEvent.click(button);
    expect(screen.getByRole('menuitem', { name: 'My orders' })).toHaveAttribute('href', '/orders');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the shop notices', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announce an error at once and go away after their time', () => {
    vi.useFakeTimers();
    render(<NoticeHost />);
    act(() => notices.error({ title: 'The coupon has expired', duration: 5 }));
    expect(screen.getByRole('alert')).toHaveTextContent('The coupon has expired');
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('close with their close button', async () => {
    render(<NoticeHost />);
    act(() => notices.success({ title: 'Added to the cart', duration: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent('Added to the cart');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
