import { toDataURL } from 'qrcode';
import type { OrderPromptPayQr } from '@shop/contract/payments/promptpay-account';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { promptPayPayload } from '@shop/domain/thai-qr/promptpay-payload';
import type { Queryable } from '../../../../db/database';
import { AppError } from '../../../../lib/app-error';
import { findOrderOfUser } from '../../../orders/index';
import { listActiveBankAccounts } from '../../payment-methods.repository';

/**
 * A PromptPay QR for each of the shop's active accounts with a PromptPay id, locked to this order's
 * amount to pay: the amount comes from the order on the server, never from the browser. PromptPay
 * moves baht only, so an order in another currency gets none (the accounts' numbers still show).
 */
export const listOrderPromptPayQrs = async (
  db: Queryable,
  userId: number,
  orderId: number,
): Promise<OrderPromptPayQr[]> => {
  const order = await findOrderOfUser(db, orderId, userId);
  if (order?.paymentMethodId !== PaymentMethodId.BANK_TRANSFER)
    throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such order paid by bank transfer' });
  if (order.status !== 'notYetReceived')
    throw new AppError(ErrorCode.ORDER_NOT_PENDING, { message: 'The order no longer takes a payment' });
  if (order.currency !== 'THB') return [];
  const accounts = await listActiveBankAccounts(db);
  const qrs: OrderPromptPayQr[] = [];
  for (const account of accounts) {
    if (!account.promptPayKind || !account.promptPayId) continue;
    const payload = promptPayPayload(
      { kind: account.promptPayKind, value: account.promptPayId },
      order.total,
    );
    // An id saved before its rules tightened, or an amount PromptPay cannot carry: that account shows no QR.
    if (!payload.ok) continue;
    qrs.push({
      bank_account_id: account.id,
      bank_name: account.bankName,
      account_id: account.accountId,
      account_name: account.accountName,
      amount: order.total,
      currency: order.currency,
      payload: payload.value,
      image: await toDataURL(payload.value, { errorCorrectionLevel: 'M', margin: 2, width: 360 }),
    });
  }
  return qrs;
};
