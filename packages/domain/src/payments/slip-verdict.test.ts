import { describe, expect, it } from 'vitest';
import {
  isSameMaskedNumber,
  judgeVerifiedSlip,
  type ShopAccount,
  type VerifiedTransfer,
} from './slip-verdict';

const ORDER = { amountToPay: 105_930, createdAt: new Date('2026-11-28T03:00:30.500Z') };
const ACCOUNTS: ShopAccount[] = [
  { accountNumber: '123-4-56789-0', promptPay: null },
  { accountNumber: '222-3-44444-5', promptPay: { kind: 'phone', value: '0812345678' } },
];
const TRANSFER: VerifiedTransfer = {
  amount: 105_930,
  transferredAt: new Date('2026-11-28T03:02:00Z'),
  receiverAccount: 'xxx-x-x6789-0',
  receiverPromptPay: null,
};

describe('judging a slip the verification service confirmed', () => {
  it('approves a transfer of the exact amount to a shop account after the order', () => {
    expect(judgeVerifiedSlip(TRANSFER, ORDER, ACCOUNTS)).toEqual({
      approved: true,
      checks: { account: true, amount: true, date: true },
    });
  });

  it.each([
    ['the PromptPay phone in international form', { kind: 'phone', value: '0066812345678' }],
    ['the PromptPay phone masked', { kind: 'phone', value: 'xxx-xxx-5678' }],
  ] as const)('approves a transfer to %s of a shop account', (_name, receiverPromptPay) => {
    const verdict = judgeVerifiedSlip(
      { ...TRANSFER, receiverAccount: null, receiverPromptPay },
      ORDER,
      ACCOUNTS,
    );

    expect(verdict.approved).toBe(true);
  });

  it('counts a slip printed in the order’s own minute as after the order', () => {
    const verdict = judgeVerifiedSlip(
      { ...TRANSFER, transferredAt: new Date('2026-11-28T03:00:00Z') },
      ORDER,
      ACCOUNTS,
    );

    expect(verdict.approved).toBe(true);
  });

  it.each<
    [string, Partial<VerifiedTransfer>, string, Partial<Record<'account' | 'amount' | 'date', boolean>>]
  >([
    ['another account', { receiverAccount: 'xxx-x-x1111-0' }, 'other_account', { account: false }],
    [
      'a PromptPay id of another kind',
      { receiverAccount: null, receiverPromptPay: { kind: 'citizen', value: 'x-xxxx-xxxx5-67-8' } },
      'other_account',
      { account: false },
    ],
    ['no receiver the service could show', { receiverAccount: null }, 'other_account', { account: false }],
    ['a smaller amount', { amount: 99_000 }, 'amount_mismatch', { amount: false }],
    [
      'a slip from the minute before the order',
      { transferredAt: new Date('2026-11-28T02:59:59Z') },
      'dated_before_order',
      { date: false },
    ],
  ])(
    'sends a transfer to %s to review with its reason and the failed check',
    (_name, change, reason, failed) => {
      const verdict = judgeVerifiedSlip({ ...TRANSFER, ...change }, ORDER, ACCOUNTS);

      expect(verdict).toEqual({
        approved: false,
        reason,
        checks: { account: true, amount: true, date: true, ...failed },
      });
    },
  );

  it('names the first failed check as the reason when several fail', () => {
    const verdict = judgeVerifiedSlip(
      { ...TRANSFER, amount: 1, transferredAt: new Date(0) },
      ORDER,
      ACCOUNTS,
    );

    expect(verdict).toMatchObject({
      reason: 'amount_mismatch',
      checks: { account: true, amount: false, date: false },
    });
  });
});

describe('comparing a masked account number with the shop’s', () => {
  it.each([
    ['xxx-x-x6789-0', '123-4-56789-0', true],
    ['1234567890', '123-4-56789-0', true],
    ['XXX-X-X6789-0', '1234567890', true],
    ['xxx-x-x6789', '123-4-56789-0', false],
    ['xxx-x-xxx89-0', '123-4-56789-0', false],
    ['xxx-x-x6788-0', '123-4-56789-0', false],
  ])('%s is %s: %s', (masked, digits, same) => {
    expect(isSameMaskedNumber(masked, digits)).toBe(same);
  });
});
