import type { PublicPaymentMethod } from '@shop/contract/catalog/payment-method';
import type { Queryable } from '../../db/database';
import { METHODS_WITHOUT_PANEL } from '@shop/domain/payments/payment-methods';
import { listActiveBankAccounts, listEnabledPaymentMethods } from './payment-methods.repository';

/** Whether this server can take a payment with a method (its adapter runs here). */
export type CanTakePayment = (methodId: number) => boolean;

/**
 * The methods a buyer is offered: enabled by the shop, with a panel (not 5, 6, 7 or 14), and
 * with an adapter this server runs. Order creation accepts exactly these.
 */
export const listOfferedMethods = async (db: Queryable, canTakePayment: CanTakePayment) =>
  (await listEnabledPaymentMethods(db)).filter(
    (method) => !METHODS_WITHOUT_PANEL.includes(method.id) && canTakePayment(method.id),
  );

/** What a browser may know of each offered method; secret_config never leaves this function. */
export const listPublicPaymentMethods = async (
  db: Queryable,
  canTakePayment: CanTakePayment,
): Promise<PublicPaymentMethod[]> => {
  const [methods, accounts] = await Promise.all([
    listOfferedMethods(db, canTakePayment),
    listActiveBankAccounts(db),
  ]);
  return methods.map((method) => ({
    id: method.id,
    name: method.name,
    name_web: method.nameWeb,
    payment_type: method.paymentType,
    application_id_1: method.publicConfig.application_id_1 ?? null,
    application_id_2: method.publicConfig.application_id_2 ?? null,
    bankList:
      method.id === 1
        ? accounts.map((account) => ({
            id: account.id,
            account_id: account.accountId,
            account_name: account.accountName,
            bank: account.bank,
            bank_name: account.bankName,
            prompt_pay_image: account.promptPayImage,
          }))
        : [],
  }));
};
