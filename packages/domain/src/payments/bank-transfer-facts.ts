import type { ValidationMessages } from '../validation/messages';
import { isOriginBankCode } from './origin-banks';
import { isTransferInFuture, transferMoment } from './transfer-time';

/** A reported transfer's facts the form's seven checks cannot know: they need the shop's records. */
export type BankTransferFacts = {
  bankCode: string;
  bankAccountId: number;
  /** Ids of the shop's active accounts. */
  accountIds: readonly number[];
  date: string;
  time: string;
  /**
   * The slip named in the report, if any: whether it is a private slip this buyer uploaded, and
   * whether a report of another order already showed it (one slip proves one transfer).
   */
  slip: { name: string; isBuyersOwn: boolean; isOnAnotherOrder: boolean } | null;
  now: Date;
};

export type FactIssue = {
  path: 'bank_code' | 'bank_account' | 'transfer_datetime' | 'slip';
  message: string;
};

/**
 * After the form's checks pass: the origin bank is one of the 24, the destination is one of the
 * shop's active accounts, the transfer did not happen in the future, and the slip is the buyer's
 * own and not another order's proof. A report of the same order again may show its slip again.
 * Answers the issues and, when there are none, the transfer's UTC moment.
 */
export const checkBankTransferFacts = (
  facts: BankTransferFacts,
  texts: ValidationMessages,
): { issues: FactIssue[]; transferredAt: Date | null } => {
  const t = texts.bankTransfer;
  const issues: FactIssue[] = [];
  if (!isOriginBankCode(facts.bankCode)) issues.push({ path: 'bank_code', message: t.originBankRequired });
  if (!facts.accountIds.includes(facts.bankAccountId))
    issues.push({ path: 'bank_account', message: t.destinationAccountRequired });
  const moment = transferMoment(facts.date, facts.time);
  if (moment === null) issues.push({ path: 'transfer_datetime', message: t.transferDateInvalid });
  else if (isTransferInFuture(moment, facts.now))
    issues.push({ path: 'transfer_datetime', message: t.transferInFuture });
  if (facts.slip && !facts.slip.isBuyersOwn) issues.push({ path: 'slip', message: t.slipNotFound });
  else if (facts.slip?.isOnAnotherOrder) issues.push({ path: 'slip', message: t.slipOnAnotherOrder });
  return { issues, transferredAt: issues.length === 0 ? moment : null };
};
