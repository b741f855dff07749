import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BankAccounts } from './bank-accounts';

const account = {
  id: 1,
  bank: 'kbank',
  bank_name: 'Kasikornbank',
  account_id: '123-4-56789-0',
  account_name: 'Kru Shop Co., Ltd.',
  prompt_pay_image: null,
} as unknown as Parameters<typeof BankAccounts>[0]['accounts'][number];

describe("the shop's bank accounts", () => {
  it('copies an account number with one tap, and says it did', async () => {
    // The user-event session gives the page a clipboard of its own, read back below.
    const user = userEvent.setup();
    render(<BankAccounts accounts={[account]} />);

    await user.click(screen.getByRole('button', { name: 'Copy account number 123-4-56789-0' }));

    expect(await navigator.clipboard.readText()).toBe('1234567890');
    const copied = await screen.findByText('Copied');
    await waitFor(() => expect(copied).toBeVisible());
  });
});
