import type { PublicPaymentMethod } from '@shop/contract/catalog/payment-method';
import type { Queryable } from '../../db/database';
import {
  listActiveBankAccounts,
  listEnabledPaymentMethods,
  METHODS_WITHOUT_PANEL,
} from './payment-methods.repository';

/** What a browser may know of each offered method; secret_config never leaves this function. */
export const listPublicPaymentMethods = async (db: Queryable): Promise<PublicPaymentMethod[]> => {
  const [methods, accounts] = await Promise.all([listEnabledPaymentMethods(db), listActiveBankAccounts(db)]);
  return methods
    .filter((method) => !METHODS_WITHOUT_PANEL.has(method.id))
    .map((method) => ({
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
