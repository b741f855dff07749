import { describe, expect, it } from 'vitest';
import { messages } from '../validation/messages';
import { checkBankTransferFacts, type BankTransferFacts } from './bank-transfer-facts';

const facts = (overrides: Partial<BankTransferFacts> = {}): BankTransferFacts => ({
  bankCode: 'KBANK',
  bankAccountId: 2,
  accountIds: [1, 2],
  date: '2026-11-23',
  time: '09:15:00',
  slip: { name: 'slip.png', isBuyersOwn: true, isOnAnotherOrder: false },
  now: new Date('2026-11-23T03:00:00Z'),
  ...overrides,
});

describe('the facts of a reported bank transfer', () => {
  it('accepts a transfer from a listed bank to one of our accounts, and gives its UTC moment', () => {
    expect(checkBankTransferFacts(facts(), messages.en)).toEqual({
      issues: [],
      transferredAt: new Date('2026-11-23T02:15:00Z'),
    });
  });

  it('names every fact that does not hold, with its field', () => {
    const result = checkBankTransferFacts(
      facts({
        bankCode: 'NOPE',
        bankAccountId: 9,
        slip: { name: 'x.png', isBuyersOwn: false, isOnAnotherOrder: false },
      }),
      messages.en,
    );
    expect(result.transferredAt).toBeNull();
    expect(result.issues).toEqual([
      { path: 'bank_code', message: 'Please choose the origin bank' },
      { path: 'bank_account', message: messages.en.bankTransfer.destinationAccountRequired },
      { path: 'slip', message: 'Your transfer slip was not found, please upload it again' },
    ]);
  });

  it('refuses a transfer reported in the future, and a date that does not exist', () => {
    expect(checkBankTransferFacts(facts({ time: '11:00:00' }), messages.th).issues).toEqual([
      { path: 'transfer_datetime', message: 'วันและเวลาที่โอนต้องไม่เกินเวลาปัจจุบัน' },
    ]);
    expect(checkBankTransferFacts(facts({ date: '2026-02-30' }), messages.en).issues).toEqual([
      { path: 'transfer_datetime', message: messages.en.bankTransfer.transferDateInvalid },
    ]);
  });

  it("refuses a slip another order's report already showed, in the reader's language", () => {
    const slip = { name: 'slip.png', isBuyersOwn: true, isOnAnotherOrder: true };
    expect(checkBankTransferFacts(facts({ slip }), messages.en)).toEqual({
      issues: [{ path: 'slip', message: messages.en.bankTransfer.slipOnAnotherOrder }],
      transferredAt: null,
    });
    expect(checkBankTransferFacts(facts({ slip }), messages.th).issues).toEqual([
      { path: 'slip', message: messages.th.bankTransfer.slipOnAnotherOrder },
    ]);
  });

  it('needs no slip when none was sent', () => {
    expect(checkBankTransferFacts(facts({ slip: null }), messages.en).issues).toEqual([]);
  });
});
