import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import type { ProviderMethod } from '../provider-description';

/** Bank transfer needs no adapter: the shop's administrators settle it, under this name. */
export const BANK_TRANSFER_PROVIDER = 'bank_transfer';

/** Method 1, taken by every shop: the buyer transfers and reports it, an administrator reviews. */
export const bankTransferMethod: ProviderMethod = {
  id: PaymentMethodId.BANK_TRANSFER,
  name: 'โอนเงินผ่านธนาคาร',
  nameWeb: 'Bank transfer',
  paymentType: 'BankTransfer',
};
