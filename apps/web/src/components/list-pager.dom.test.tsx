import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListPager } from './list-pager';

const pager = (page: number, total: number, onChange = vi.fn()) => {
  render(
    <ListPager
      page={page}
      limit={10}
      total={total}
      countText={`${String(total)} courses`}
      hrefOf={(to) => (to > 1 ? `?page=${String(to)}` : '?')}
      onChange={onChange}
    />,
  );
  return onChange;
};

describe('the list pager', () => {
  it('links every page by its address and marks the current one', () => {
    pager(2, 25);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: '3' })).toHaveAttribute('href', '?page=3');
    expect(within(pages).getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Previous Page' })).toHaveAttribute('href', '?');
    expect(screen.getByText('25 courses')).toBeInTheDocument();
  });

  it('turns the page in place on a plain click', async () => {
    const onChange = pager(1, 25);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Next Page' }));
    expect(onChange).toHaveBeenCalledWith(2, 10);
  });

  it('has no way back from the first page', () => {
    pager(1, 25);
    expect(screen.getByRole('link', { name: 'Previous Page' })).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Previous Page' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('changes the page size, back on the first page', async () => {
    const onChange = pager(2, 25);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Items per page' }), '20');
    expect(onChange).toHaveBeenCalledWith(1, 20);
  });

  it('jumps five pages forward or back through the gaps of a long list', async () => {
    const onChange = pager(10, 200);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Previous 5 Pages' })).toHaveAttribute('href', '?page=5');
    expect(within(pages).getByRole('link', { name: 'Next 5 Pages' })).toHaveAttribute('href', '?page=15');
    await userEvent.setup().click(within(pages).getByRole('link', { name: 'Next 5 Pages' }));
    expect(onChange).toHaveBeenCalledWith(15, 10);
  });

  it('never jumps past the first or the last page', () => {
    pager(18, 200);
    expect(screen.getByRole('link', { name: 'Previous 5 Pages' })).toHaveAttribute('href', '?page=13');
    expect(screen.queryByRole('link', { name: 'Next 5 Pages' })).not.toBeInTheDocument();
    cleanup();
    pager(2, 200);
    expect(screen.getByRole('link', { name: 'Next 5 Pages' })).toHaveAttribute('href', '?page=7');
  });

  it('shows only the count for a list of one page', () => {
    pager(1, 4);
    expect(screen.getByText('4 courses')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
