import type { PromptPayId, PromptPayIdKind } from '../thai-qr/promptpay-id';

/** What a slip-verification service said the bank recorded for a slip. */
export type VerifiedTransfer = {
  /** Minor units (satang). */
  readonly amount: number;
  readonly transferredAt: Date;
  /** The receiving account number as the service shows it, digits with some masked by `x`. */
  readonly receiverAccount: string | null;
  /** The receiving PromptPay id, when the transfer went to one, masked the same way. */
  readonly receiverPromptPay: { readonly kind: PromptPayIdKind; readonly value: string } | null;
};

/** One of the shop's accounts a transfer may pay. */
export type ShopAccount = { readonly accountNumber: string; readonly promptPay: PromptPayId | null };

/** Why a verified slip waits for an administrator instead of approving the order. */
export const SlipReviewReason = {
  AMOUNT_MISMATCH: 'amount_mismatch',
  OTHER_ACCOUNT: 'other_account',
  DATED_BEFORE_ORDER: 'dated_before_order',
  /** The service does not know the slip (a fake, or a bank that has not reported it yet). */
  NOT_FOUND: 'not_found',
  /** The service says the slip was verified before (on another shop's order, or ours by another way). */
  DUPLICATE: 'duplicate',
  /** The service did not answer in time or failed: nothing is known, an administrator compares. */
  SERVICE_UNAVAILABLE: 'service_unavailable',
} as const;
export type SlipReviewReason = (typeof SlipReviewReason)[keyof typeof SlipReviewReason];

/** Each check the shop makes of a verified slip, passed or failed. */
export type SlipChecks = { readonly account: boolean; readonly amount: boolean; readonly date: boolean };

export type SlipVerdict =
  | { readonly approved: true; readonly checks: SlipChecks }
  | { readonly approved: false; readonly checks: SlipChecks; readonly reason: SlipReviewReason };

/** At least this many digits must show for a masked number to count as the same account. */
const MIN_VISIBLE_DIGITS = 4;

/** A phone number in the international form a bank may show (0066812345678) as Thai people write it. */
const nationalPhone = (digits: string) => (/^0066\d{9}$/.test(digits) ? `0${digits.slice(4)}` : digits);

/**
 * Whether a masked number ("xxx-x-x5678-x") is `digits`: the same count of digits and masks, each
 * shown digit equal, and enough of them shown to tell accounts apart.
 */
export const isSameMaskedNumber = (masked: string, digits: string): boolean => {
  const shown = masked.replace(/[^\dxX]/g, '').toLowerCase();
  const own = digits.replace(/\D/g, '');
  if (shown.length !== own.length) return false;
  let visible = 0;
  for (let index = 0; index < shown.length; index += 1) {
    if (shown[index] === 'x') continue;
    if (shown[index] !== own[index]) return false;
    visible += 1;
  }
  return visible >= MIN_VISIBLE_DIGITS;
};

const paysShopAccount = (transfer: VerifiedTransfer, accounts: readonly ShopAccount[]): boolean =>
  accounts.some((account) => {
    const { receiverAccount, receiverPromptPay } = transfer;
    if (receiverAccount !== null && isSameMaskedNumber(receiverAccount, account.accountNumber)) return true;
    return (
      receiverPromptPay !== null &&
      account.promptPay?.kind === receiverPromptPay.kind &&
      isSameMaskedNumber(
        nationalPhone(receiverPromptPay.value.replace(/[^\dxX]/g, '')),
        account.promptPay.value,
      )
    );
  });

/** Banks print slip times to the second or the minute: an order's own minute counts as after it. */
const startOfMinute = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/**
 * The shop's judgement of a transfer the service confirmed: it approves the order at once only
 * when the money went to one of the shop's accounts, is exactly the amount to pay, and was sent
 * after the order was made; otherwise the first failed check, in that order, is the reason an
 * administrator is shown.
 */
export const judgeVerifiedSlip = (
  transfer: VerifiedTransfer,
  order: { readonly amountToPay: number; readonly createdAt: Date },
  accounts: readonly ShopAccount[],
): SlipVerdict => {
  const checks: SlipChecks = {
    account: paysShopAccount(transfer, accounts),
    amount: transfer.amount === order.amountToPay,
    date: transfer.transferredAt.getTime() >= startOfMinute(order.createdAt).getTime(),
  };
  if (!checks.account) return { approved: false, checks, reason: SlipReviewReason.OTHER_ACCOUNT };
  if (!checks.amount) return { approved: false, checks, reason: SlipReviewReason.AMOUNT_MISMATCH };
  if (!checks.date) return { approved: false, checks, reason: SlipReviewReason.DATED_BEFORE_ORDER };
  return { approved: true, checks };
};
