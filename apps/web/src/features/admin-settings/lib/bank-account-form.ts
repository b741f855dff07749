import type { AdminBankAccount, BankAccountBody } from '@shop/contract/admin/bank-accounts';
import type { PromptPayIdWire } from '@shop/contract/payments/promptpay-account';
import { ErrorCode } from '@shop/domain/errors/error-codes';

type Body = Required<BankAccountBody>;

/** The form keeps the PromptPay id as two fields: its kind ('none' for no id) and its digits. */
export type BankAccountFormValues = Omit<Body, 'prompt_pay'> & {
  prompt_pay_kind: PromptPayIdWire['kind'] | 'none';
  prompt_pay_value: string;
};

export const EMPTY_BANK_ACCOUNT: BankAccountFormValues = {
  bank: 'KBANK',
  bank_name: 'ธนาคารกสิกรไทย',
  account_id: '',
  account_name: '',
  prompt_pay_image: null,
  prompt_pay_kind: 'none',
  prompt_pay_value: '',
  is_active: true,
  sort_order: 0,
};

export const formValuesOf = (account: AdminBankAccount | null): BankAccountFormValues =>
  account
    ? {
        bank: account.bank,
        bank_name: account.bank_name,
        account_id: account.account_id,
        account_name: account.account_name,
        prompt_pay_image: account.prompt_pay_image,
        prompt_pay_kind: account.prompt_pay?.kind ?? 'none',
        prompt_pay_value: account.prompt_pay?.value ?? '',
        is_active: account.is_active,
        sort_order: account.sort_order,
      }
    : EMPTY_BANK_ACCOUNT;

/** The body the server takes; the id's digits are checked there, by the domain. */
export const bodyOf = ({ prompt_pay_kind, prompt_pay_value, ...rest }: BankAccountFormValues): Body => ({
  ...rest,
  prompt_pay: prompt_pay_kind === 'none' ? null : { kind: prompt_pay_kind, value: prompt_pay_value },
});

/** A refused PromptPay id is shown on its digits' field. */
export const PROMPT_PAY_FIELD_OF_CODE = {
  [ErrorCode.PROMPTPAY_PHONE_INVALID]: 'prompt_pay_value',
  [ErrorCode.PROMPTPAY_CITIZEN_ID_INVALID]: 'prompt_pay_value',
  [ErrorCode.PROMPTPAY_EWALLET_ID_INVALID]: 'prompt_pay_value',
};
