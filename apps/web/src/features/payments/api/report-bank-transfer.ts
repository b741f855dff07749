import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankTransferReportRoute, type BankTransferReportBody } from '@shop/contract/payments/bank-transfer';
import { api } from '../../../lib/api-client';

/** Reports a bank transfer; the order then waits for the shop (pendingApproved). */
export const reportBankTransfer = (body: BankTransferReportBody) =>
  api.call(bankTransferReportRoute, { body });

export const useReportBankTransfer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportBankTransfer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
};
