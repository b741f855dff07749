import { describe, expect, it } from 'vitest';
import { currencyFromScb, minorFromScb, scbAmount } from './scb-amount';
import { readScbConfirmation, scbTransactionTime } from './scb-confirmation';
import { inquiryOutcome } from './scb-payment-outcome';
import { qrCreateBody } from './scb-qr-request';
import { attemptReference, bangkokDateTime, inquiryDays, referenceDay } from './scb-references';

const settings = { billerId: '311040039475101', ref3Prefix: 'SCB' };
const request = (
  overrides: { amountDue?: number; orderId?: number; attemptId?: number; currency?: string } = {},
) => ({
  attemptId: overrides.attemptId ?? 34,
  shopRef: attemptReference(
    overrides.orderId ?? 12,
    overrides.attemptId ?? 34,
    new Date('2026-01-15T10:00:00Z'),
  ),
  order: {
    id: overrides.orderId ?? 12,
    amountDue: overrides.amountDue ?? 150_000,
    currency: overrides.currency ?? 'THB',
    description: 'Order #12',
  },
  expiresAt: new Date('2026-01-15T10:15:00Z'),
});

describe('SCB amounts', () => {
  it.each([
    [150_000, '1500.00'],
    [266_430, '2664.30'],
    [5, '0.05'],
    [0, '0.00'],
  ])('writes %i satang as "%s"', (minor, text) => {
    expect(scbAmount(minor)).toBe(text);
    expect(minorFromScb(text)).toBe(minor);
  });

  it('reads what SCB reports exactly, without floating point', () => {
    expect(minorFromScb('1500.5')).toBe(150_050);
    expect(minorFromScb('1500')).toBe(150_000);
    expect(minorFromScb(1500.1)).toBe(150_010);
    expect(minorFromScb('0.29')).toBe(29);
    expect(minorFromScb('1.005')).toBeNull();
    expect(minorFromScb('-1.00')).toBeNull();
    expect(minorFromScb('1e3')).toBeNull();
    expect(minorFromScb(null)).toBeNull();
  });

  it('reads currency 764 as THB and keeps an unknown one from matching an order', () => {
    expect(currencyFromScb('764')).toBe('THB');
    expect(currencyFromScb(764)).toBe('THB');
    expect(currencyFromScb('840')).toBe('USD');
    expect(currencyFromScb('999')).toBe('ISO-999');
  });
});

describe('SCB references and days', () => {
  it('names the attempt and the Bangkok day it was made in ref1', () => {
    // 18:30 UTC is already the next day in Bangkok.
    expect(attemptReference(12, 34, new Date('2026-01-15T18:30:00Z'))).toBe('O12A34D260116');
    expect(referenceDay('O12A34D260116')).toBe('2026-01-16');
  });

  it('leaves the order out when the ids would not fit in 20 characters', () => {
    const ref1 = attemptReference(1_234_567, 1_234_567, new Date('2026-01-15T00:00:00Z'));

    expect(ref1).toBe('A1234567D260115');
    expect(referenceDay(ref1)).toBe('2026-01-15');
  });

  it('knows no day for a reference that is not ours', () => {
    expect(referenceDay('o12a34d260116')).toBeNull();
    expect(referenceDay('INVOICE42')).toBeNull();
    expect(referenceDay('O1A2D261399')).toBeNull();
  });

  it('searches the day the QR was made, and the next one once it has begun in Bangkok', () => {
    expect(inquiryDays('2026-01-15', new Date('2026-01-15T16:59:00Z'))).toEqual(['2026-01-15']);
    expect(inquiryDays('2026-01-15', new Date('2026-01-15T17:00:00Z'))).toEqual(['2026-01-15', '2026-01-16']);
    expect(inquiryDays('2026-01-31', new Date('2026-02-03T00:00:00Z'))).toEqual(['2026-01-31', '2026-02-01']);
  });

  it("writes v2's expiryDate in Bangkok time", () => {
    expect(bangkokDateTime(new Date('2026-01-15T10:15:00Z'))).toBe('2026-01-15 17:15:00');
  });
});

describe('the QR create body', () => {
  it('asks for one payment of the order amount on the biller, until the attempt ends', () => {
    const { ref1, body } = qrCreateBody(settings, request());

    expect(ref1).toBe('O12A34D260115');
    expect(body).toEqual({
      qrType: 'PP',
      ppType: 'BILLERID',
      ppId: '311040039475101',
      amount: '1500.00',
      ref1: 'O12A34D260115',
      ref3: 'SCB34',
      numberOfTimes: 1,
      expiryDate: '2026-01-15 17:15:00',
    });
  });

  it('refuses locally, before any call, a reference SCB would refuse', () => {
    expect(() => qrCreateBody({ ...settings, ref3Prefix: 'scb' }, request())).toThrow(
      expect.objectContaining({ code: 'invalid_reference' }),
    );
  });

  it('refuses an order that is not in baht', () => {
    expect(() => qrCreateBody(settings, request({ currency: 'USD' }))).toThrow(
      expect.objectContaining({ code: 'currency_not_supported' }),
    );
  });
});

describe("reading SCB's answers", () => {
  const payment = (overrides: Record<string, unknown> = {}) => ({
    transactionId: 'T1',
    amount: '1500.00',
    currencyCode: '764',
    billPaymentRef1: 'O12A34D260115',
    reverseFlag: 'N',
    ...overrides,
  });

  it('is pending while the inquiry lists no payment of the QR, and reports what SCB paid otherwise', () => {
    expect(inquiryOutcome('O12A34D260115', [])).toEqual({ kind: 'pending' });
    expect(inquiryOutcome('O12A34D260115', [payment({ billPaymentRef1: 'O99A1D260115' })])).toEqual({
      kind: 'pending',
    });
    expect(inquiryOutcome('O12A34D260115', [payment({ reverseFlag: 'Y' })])).toEqual({ kind: 'pending' });
    expect(inquiryOutcome('O12A34D260115', [payment({ amount: '1499.99' })])).toEqual({
      kind: 'succeeded',
      amount: 149_999,
      currency: 'THB',
    });
  });

  it('adds up two payments of one QR, so the core flags them', () => {
    expect(inquiryOutcome('O12A34D260115', [payment(), payment({ transactionId: 'T2' })])).toMatchObject({
      amount: 300_000,
    });
  });

  it('reads QR30 times as Bangkok time and card-scheme QR times (AUTH) as GMT', () => {
    expect(scbTransactionTime('2026-01-15T10:22:54', 'Domestic Transfer')?.toISOString()).toBe(
      '2026-01-15T03:22:54.000Z',
    );
    expect(scbTransactionTime('2026-01-15T10:22:54', 'AUTH')?.toISOString()).toBe('2026-01-15T10:22:54.000Z');
    expect(scbTransactionTime('2026-01-15T10:22:54.000+07:00', 'AUTH')?.toISOString()).toBe(
      '2026-01-15T03:22:54.000Z',
    );
    expect(scbTransactionTime('15/01/2026', null)).toBeNull();
  });

  it('takes a well-formed confirmation as a hint named by its transaction id, and refuses anything else', () => {
    const check = readScbConfirmation(
      JSON.stringify({ transactionId: 'T1', amount: '1500.00', billPaymentRef1: 'O12A34D260115' }),
    );

    expect(check).toEqual({
      verified: true,
      notification: expect.objectContaining({
        eventId: 'T1',
        providerRef: 'O12A34D260115',
        attemptId: null,
        isAboutOutcome: true,
      }) as unknown,
    });
    expect(readScbConfirmation('not json').verified).toBe(false);
    expect(readScbConfirmation(JSON.stringify({ amount: '1.00', billPaymentRef1: 'X' })).verified).toBe(
      false,
    );
  });
});
