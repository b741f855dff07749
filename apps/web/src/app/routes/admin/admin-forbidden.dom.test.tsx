import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminForbidden } from './admin-forbidden';

describe('the back office refusing an account that is not an administrator', () => {
  it('says so and offers the way back to the shop', () => {
    render(
      <MemoryRouter>
        <AdminForbidden />
      </MemoryRouter>,
    );

    expect(screen.getByText('No access')).toBeVisible();
    expect(screen.getByText('This account is not an administrator of the shop')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });
});
