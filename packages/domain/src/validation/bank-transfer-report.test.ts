import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bankTransferReportSchema,
  checkBankTransferReport,
  parseTransferAmount,
  type BankTransferContext,
  type BankTransferFields,
} from './bank-transfer-report';
import { messages } from './messages';

const en = messages.en;
const due: BankTransferContext = { orderAmount: 150_000, slipRequired: true };
const free: BankTransferContext = { orderAmount: 0, slipRequired: true };

const fields = (overrides: Partial<BankTransferFields> = {}): BankTransferFields => ({
  slip: 'slip-1.jpg',
  contact_name: 'Somchai Jaidee',
  transfer_amount: '1500.00',
  bank_code: 'KBANK',
  bank_account: 2,
  transfer_datetime: '2025-06-15',
  time: '13:45:00',
  ...overrides,
});

const summary = (input: BankTransferFields, context = due) => {
  const result = checkBankTransferReport(input, context, en);
  return {
    checks: result.failures.map((failure) => [failure.check, failure.field, failure.message]),
    blocked: result.blocked,
  };
};

describe('parseTransferAmount', () => {
  it.each([
    ['1500', 150_000],
    ['1500.5', 150_050],
    ['1500.05', 150_005],
    ['0.99', 99],
    ['0', 0],
  ])('reads %s baht as %s satang', (text, minor) => {
    expect(parseTransferAmount(text)).toBe(minor);
  });

  it.each(['1,500', '1500.123', '-5', '1e3', '.5', '15 00', '', 'abc', '1234567890123'])(
    'refuses %j',
    (text) => {
      expect(parseTransferAmount(text)).toBeNull();
    },
  );

  it('reads every amount with at most 2 decimals back to the same satang', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_99 }), (satang) => {
        const text = `${String(Math.floor(satang / 100))}.${String(satang % 100).padStart(2, '0')}`;
        expect(parseTransferAmount(text)).toBe(satang);
      }),
    );
  });
});

describe('checkBankTransferReport', () => {
  it('lets a complete report through', () => {
    expect(summary(fields())).toEqual({ checks: [], blocked: false });
  });

  it('reports every failure in the order of the specification', () => {
    const empty = fields({
      slip: null,
      transfer_amount: '',
      bank_code: null,
      bank_account: null,
      transfer_datetime: null,
      time: ' ',
    });
    expect(summary(empty)).toEqual({
      checks: [
        [1, 'slip', 'Please upload the transfer evidence'],
        [3, 'transfer_amount', 'Please enter the transferred amount'],
        [4, 'bank_code', 'Please choose the origin bank'],
        [5, 'bank_account', 'Please choose the account'],
        [6, 'transfer_datetime', 'Please enter the transfer date'],
        [7, 'time', 'Please enter the transfer time'],
      ],
      blocked: true,
    });
  });

  it('checks the destination account on its own field, not on another one', () => {
    expect(summary(fields({ bank_account: '' })).checks).toEqual([
      [5, 'bank_account', 'Please choose the account'],
    ]);
    expect(summary(fields({ bank_account: '7', bank_code: 'SCB' })).checks).toEqual([]);
  });

  it('asks for a slip only when the site setting requires one', () => {
    expect(summary(fields({ slip: null }), { ...due, slipRequired: false }).checks).toEqual([]);
  });

  it('asks for the contact name on a zero-amount order without blocking the report', () => {
    expect(summary(fields({ contact_name: '', slip: null, transfer_amount: null }), free)).toEqual({
      checks: [[2, 'contact_name', 'Please enter the contact name']],
      blocked: false,
    });
  });

  it('does not ask for the contact name when the order has an amount', () => {
    expect(summary(fields({ contact_name: null })).checks).toEqual([]);
  });

  it.each(['1,500', '12.345', 'abc', '0', '0.00'])(
    'refuses the typed amount %j as not a valid amount',
    (transfer_amount) => {
      expect(summary(fields({ transfer_amount }))).toEqual({
        checks: [[3, 'transfer_amount', 'The amount must be a number above 0 with at most 2 decimals']],
        blocked: true,
      });
    },
  );

  it.each([
    ['transfer_datetime', '2025-02-30', [6, 'transfer_datetime', 'The transfer date is not valid']],
    ['transfer_datetime', '15/06/2025', [6, 'transfer_datetime', 'The transfer date is not valid']],
    ['time', '24:00:00', [7, 'time', 'The transfer time is not valid']],
    ['time', '13:45', [7, 'time', 'The transfer time is not valid']],
  ] as const)('refuses the %s %s', (field, value, failure) => {
    expect(summary(fields({ [field]: value })).checks).toEqual([failure]);
  });

  it('speaks Thai by default', () => {
    const result = checkBankTransferReport(fields({ bank_code: null }), due, messages.th);
    expect(result.failures.map((failure) => failure.message)).toEqual(['กรุณาเลือกธนาคารต้นทาง']);
  });
});

describe('bankTransferReportSchema', () => {
  const body = {
    order_id: 41,
    payment_method_id: 1,
    status: 'pending',
    contact_name: 'Somchai Jaidee',
    email: 'somchai@example.photography',
    tel: '081-234-5678',
    bank_account: '2',
    bank_code: 'KBANK',
    transfer_datetime: '2025-06-15',
    time: '13:45:00',
    transfer_amount: '1500.50',
    description: '',
    slip: 'slip-1.jpg',
  };

  const issues = (input: unknown, context = due) => {
    const result = bankTransferReportSchema(context, en).safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('parses a report, giving the amount in satang and a dash for a missing address', () => {
    expect(bankTransferReportSchema(due, en).parse(body)).toEqual({
      ...body,
      bank_account: 2,
      transfer_amount: 150_050,
      description: null,
      address: '-',
    });
  });

  it('refuses a report that fails a blocking check, naming the field', () => {
    expect(issues({ ...body, bank_account: '', slip: null })).toEqual([
      ['slip', 'Please upload the transfer evidence'],
      ['bank_account', 'Please choose the account'],
    ]);
  });

  it('accepts a zero-amount report without a contact name or amount (the check does not block)', () => {
    const parsed = bankTransferReportSchema(free, en).parse({
      ...body,
      contact_name: null,
      transfer_amount: null,
    });
    expect(parsed.transfer_amount).toBeNull();
  });

  it.each([
    ['payment_method_id', 8, 'Invalid value'],
    ['order_id', 0, 'Invalid value'],
    ['status', 'approved', 'Invalid value'],
    ['email', 'somchai@', 'Invalid e-mail address'],
    ['tel', 'call me', 'Invalid phone number'],
    ['bank_account', 'abc', 'Invalid value'],
    ['bank_code', 'K'.repeat(51), 'At most 50 characters'],
  ] as const)('refuses a %s of %j', (field, value, message) => {
    expect(issues({ ...body, [field]: value })).toEqual([[field, message]]);
  });

  it('accepts a destination account id given as a number, and no e-mail or phone', () => {
    const parsed = bankTransferReportSchema(due, en).parse({
      ...body,
      bank_account: 3,
      email: null,
      tel: undefined,
    });
    expect(parsed).toMatchObject({ bank_account: 3, email: null, tel: null });
  });
});
