import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@shop/contract/orders/order';
import { TransferReportDialog } from './transfer-report-dialog';

/** The slip upload in flight: the test decides when the server answers. */
const upload = vi.hoisted(() => {
  const pending: { finish: (name: string) => void } = {
    finish: (name) => {
      throw new Error(`no upload is running for ${name}`);
    },
  };
  return pending;
});

vi.mock('../api/upload-slip', () => ({
  useUploadSlip: () =>
    useMutation({
      mutationFn: () =>
        new Promise<string>((resolve) => {
          upload.finish = resolve;
        }),
    }),
}));
vi.mock('../../settings/api/site-settings', () => ({ useSiteSettings: () => ({ data: { slip: 1 } }) }));
vi.mock('../api/list-bank-accounts', () => ({ useBankAccounts: () => ({ data: [] }) }));
vi.mock('../api/list-origin-banks', () => ({ useOriginBanks: () => ({ data: [], isPending: false }) }));
vi.mock('../api/get-student-profile', () => ({
  useStudentProfile: () => ({ data: { firstname: 'Somying', lastname: 'Riandee' } }),
}));
vi.mock('../api/report-bank-transfer', () => ({
  useReportBankTransfer: () => ({ mutateAsync: vi.fn(), isPending: false }),
}));
vi.mock('../api/send-payment-mail', () => ({ useSendPaymentMail: () => ({ mutateAsync: vi.fn() }) }));
vi.mock('../hooks/use-leave-after-payment', () => ({
  useLeaveAfterPayment: () => ({ toThankYouOrOrders: vi.fn() }),
}));

const order = {
  id: 7,
  total: 266430,
  currency_code: 'THB',
  email: 'student@demo.shop',
  tel: '0812345678',
} as unknown as OrderDetail;

describe('the bank-transfer report dialog', () => {
  it('keeps "Notify payment" from being pressed while the slip is still uploading', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <TransferReportDialog
            order={order}
            open
            layoutFour={false}
            amountText="2,664.30 THB"
            onNotifyLater={vi.fn()}
          />
        </App>
      </QueryClientProvider>,
    );
    const notify = screen.getByRole('button', { name: 'Notify payment' });
    expect(notify).toBeEnabled();

    await user.upload(
      screen.getByLabelText('Transfer slip'),
      new File([new Uint8Array([137, 80, 78, 71])], 'slip.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(notify).toBeDisabled());

    upload.finish('stored-slip.png');
    await waitFor(() => expect(notify).toBeEnabled());
  });
});
