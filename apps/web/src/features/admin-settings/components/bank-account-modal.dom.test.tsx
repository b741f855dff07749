import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminBankAccount } from '@shop/contract/admin/bank-accounts';
import { refusal, standInServer } from '../../../test/stand-in-server';
import { BankAccountModal } from './bank-account-modal';

const ACCOUNT: AdminBankAccount = {
  id: 3,
  bank: 'KBANK',
  bank_name: 'Kasikornbank',
  account_id: '123-4-56789-0',
  account_name: 'Course Shop Co., Ltd.',
  prompt_pay_image: null,
  prompt_pay: null,
  is_active: true,
  sort_order: 0,
};

const renderModal = (answer: Parameters<typeof standInServer>[0][string]) => {
  const server = standInServer({ 'PUT /api/admin/bank-accounts/:id': answer });
  vi.stubGlobal('fetch', server.fetch);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <BankAccountModal account={ACCOUNT} onClose={onClose} />
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { server, onClose };
};

/** Picks "Mobile number" as the account's PromptPay id and types the number. */
const givePhoneId = async (user: ReturnType<typeof userEvent.setup>, number: string) => {
  await user.click(screen.getByRole('combobox', { name: "The account's PromptPay id" }));
  await user.click(await screen.findByText('Mobile number'));
  await user.type(await screen.findByRole('textbox', { name: 'PromptPay number' }), number);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /save/i }));
};

afterEach(() => vi.unstubAllGlobals());

describe("a bank account's PromptPay id in the back office", () => {
  it('sends the id with its kind, and closes once saved', async () => {
    const user = userEvent.setup();
    const { server, onClose } = renderModal((call) => ({
      body: {
        success: true,
        data: { ...ACCOUNT, prompt_pay: (call.body as { prompt_pay: unknown }).prompt_pay },
      },
    }));

    await givePhoneId(user, '081-234-5678');

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('PUT /api/admin/bank-accounts/:id')[0]?.body).toMatchObject({
      account_id: '123-4-56789-0',
      prompt_pay: { kind: 'phone', value: '081-234-5678' },
    });
  });

  it("shows the server's refusal of the number on the number's field", async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal(() => refusal(400, 'PROMPTPAY_PHONE_INVALID'));

    await givePhoneId(user, '02-123-4567');

    const field = await screen.findByRole('textbox', { name: 'PromptPay number' });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(
      within(screen.getByRole('dialog')).getByText(
        'A PromptPay phone number is a 10-digit mobile number starting with 0',
      ),
    ).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
