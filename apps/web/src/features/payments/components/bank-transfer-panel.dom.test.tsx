import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { standInServer } from '../../../test/stand-in-server';
import { BankTransferPanel } from './bank-transfer-panel';

/** A one-pixel PNG: the panel shows the server's picture as it is. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

const account = (id: number, name: string, picture: string | null) => ({
  id,
  bank: 'KBANK',
  bank_name: 'Kasikornbank',
  account_id: `123-4-5678${String(id)}-0`,
  account_name: name,
  prompt_pay_image: picture,
});

const renderPanel = () => {
  const server = standInServer({
    'GET /public/payments/methods/1/bank': () => ({
      body: {
        success: true,
        data: [
          account(1, 'Course Shop Co., Ltd.', 'shop-qr.png'),
          account(2, 'Course Shop Savings', 'savings-qr.png'),
        ],
      },
    }),
    'GET /private/payment/orders/:id/promptpay': () => ({
      body: {
        success: true,
        data: [
          {
            bank_account_id: 1,
            bank_name: 'Kasikornbank',
            account_id: '123-4-56781-0',
            account_name: 'Course Shop Co., Ltd.',
            amount: 105_930,
            currency: 'THB',
            payload: '00020101021229370016A000000677010111011300668123456785802TH53037645407105930',
            image: PNG,
          },
        ],
      },
    }),
  });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <BankTransferPanel orderId={7} amountText="1,059.30 THB" onNotifyPayment={() => undefined} />
      </App>
    </QueryClientProvider>,
  );
  return server;
};

afterEach(() => vi.unstubAllGlobals());

describe('the bank-transfer step with a PromptPay id on an account', () => {
  it("shows the QR for the order's exact amount with the account it pays and a save button", async () => {
    renderPanel();

    const qr = await screen.findByRole('img', {
      name: 'PromptPay QR paying Course Shop Co., Ltd. 1,059.30 THB',
    });
    const card = within(screen.getByLabelText('PromptPay QR for this order'));
    expect(qr).toHaveAttribute('src', PNG);
    expect(card.getByText(/Pays to: Course Shop Co\., Ltd\. \(Kasikornbank\)/)).toBeVisible();
    expect(card.getByText(/Amount to pay: 1,059\.30 THB/)).toBeVisible();
    expect(card.getByRole('button', { name: 'Save QR image' })).toBeVisible();
  });

  it('keeps the static PromptPay picture only for the account without a PromptPay id', async () => {
    renderPanel();
    await screen.findByRole('img', { name: /PromptPay QR paying/ });

    const accounts = within(await screen.findByRole('list', { name: "The shop's bank accounts" }));

    expect(
      accounts
        .getAllByRole('button', { name: /^PromptPay QR/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['PromptPay QR Kasikornbank 123-4-56782-0']);
  });
});
