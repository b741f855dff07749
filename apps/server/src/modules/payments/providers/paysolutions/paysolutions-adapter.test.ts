import { describe, expect, it } from 'vitest';
import type { RawNotification } from '../../payment-provider';
import { paySolutionsForm } from './paysolutions-form';
import { paySolutionsCurrency, parsePaySolutionsTotal, toPaySolutionsTotal } from './paysolutions-money';
import { recordOf, recordOutcome } from './paysolutions-inquiry';
import { checkPostback } from './paysolutions-postback';
import { createPaySolutionsProvider } from './paysolutions-provider';
import { bangkokHhmmss, paySolutionsRefno } from './paysolutions-refno';

const raw = (overrides: Partial<RawNotification>): RawNotification => ({
  method: 'POST',
  body: '',
  headers: {},
  query: {},
  ...overrides,
});

describe('the Pay Solutions refno', () => {
  it.each([
    ['a short order id', 42, '2026-11-23T03:04:05Z', '42100405'],
    ['midnight in Bangkok (17:00 UTC)', 42, '2026-11-23T17:00:09Z', '42000009'],
    ['a six-digit order id: 12 digits', 999_999, '2026-11-23T16:59:59Z', '999999235959'],
    ['a longer id keeps its last six digits', 12_345_678, '2026-11-23T03:04:05Z', '345678100405'],
    ['without leading zeros', 3_000_042, '2026-11-23T03:04:05Z', '42100405'],
    ['a last six of zeros', 3_000_000, '2026-11-23T03:04:05Z', '1100405'],
  ])('is order id + HHmmss of Bangkok for %s', (_name, orderId, at, refno) => {
    expect(paySolutionsRefno(orderId, new Date(at))).toBe(refno);
    expect(refno).toMatch(/^[1-9]\d{0,11}$/);
  });

  it('reads the time on the Bangkok clock', () => {
    expect(bangkokHhmmss(new Date('2026-01-01T00:00:00Z'))).toBe('070000');
  });
});

describe('Pay Solutions amounts', () => {
  it.each([
    [150_000, '1500.00'],
    [150_050, '1500.50'],
    [1, '0.01'],
    [266_430, '2664.30'],
  ])('sends %i satang as "%s"', (satang, text) => {
    expect(toPaySolutionsTotal(satang)).toBe(text);
  });

  it.each([
    ['1500.00', 150_000],
    ['1,500.5', 150_050],
    [2664.3, 266_430],
    [1500, 150_000],
    [' 0.01 ', 1],
    ['1500.001', null],
    ['-1', null],
    ['', null],
    [null, null],
    [Number.NaN, null],
  ])('reads a reported Total of %j as %j satang', (value, satang) => {
    expect(parsePaySolutionsTotal(value)).toBe(satang);
  });

  it.each([
    ['00', 'THB'],
    ['01', 'USD'],
    ['thb', 'THB'],
    [undefined, 'THB'],
    ['99', '99'],
  ])('reads CurrencyCode %j as %s', (value, currency) => {
    expect(paySolutionsCurrency(value)).toBe(currency);
  });
});

describe('the inquiry answer', () => {
  const paid = {
    ReferenceNo: '42100405',
    Status: 'CP',
    StatusName: 'COMPLETE',
    Total: 1500,
    CurrencyCode: '00',
  };

  it('is a payment of what it reports when its status is CP', () => {
    expect(recordOutcome(recordOf(paid, '42100405'))).toEqual({
      kind: 'succeeded',
      amount: 150_000,
      currency: 'THB',
    });
  });

  it.each([
    ['nothing', null],
    ['an empty list', []],
    ['an empty object', {}],
    ['a record of another refno', { ...paid, ReferenceNo: '43100405' }],
    ['a status other than CP', { ...paid, Status: 'PE' }],
  ])('is still open when it holds %s', (_name, json) => {
    expect(recordOutcome(recordOf(json, '42100405'))).toEqual({ kind: 'pending' });
  });

  it('tolerates the documented spellings: lower-case keys, a list, COMPLETED, a numeric refno', () => {
    const answer = [{ referenceno: 42_100_405, status: 'cp', statusname: 'COMPLETED', total: '1500.00' }];
    expect(recordOutcome(recordOf(answer, '42100405'))).toMatchObject({ kind: 'succeeded', amount: 150_000 });
  });

  it('refuses to guess a completed payment whose Total is unreadable', () => {
    expect(() => recordOutcome(recordOf({ ...paid, Total: 'n/a' }, '42100405'))).toThrow(/unreadable Total/);
  });
});

describe('the Pay Solutions postback', () => {
  it('reads a form-encoded POST, a GET query and a JSON body alike', () => {
    const checks = [
      raw({ body: 'refno=42100405&orderno=20000001&status=CP' }),
      raw({ method: 'GET', query: { refno: '42100405', orderno: '20000001', status: 'CP' } }),
      raw({ body: '{"refno":"42100405","orderno":"20000001","status":"CP"}' }),
      raw({ body: 'REFNO=42100405&OrderNo=20000001&Status=CP' }),
    ].map(checkPostback);

    for (const check of checks)
      expect(check).toEqual({
        verified: true,
        notification: {
          eventId: '42100405:20000001:CP',
          eventType: 'postback CP',
          providerRef: '42100405',
          attemptId: null,
          isAboutOutcome: true,
        },
      });
  });

  it('gives another event id to another status or order number of the same payment', () => {
    const idOf = (body: string) => {
      const check = checkPostback(raw({ body }));
      return check.verified ? check.notification.eventId : null;
    };
    expect(
      new Set([
        idOf('refno=1&orderno=2&status=CP'),
        idOf('refno=1&orderno=2&status=FL'),
        idOf('refno=1&orderno=3&status=CP'),
      ]).size,
    ).toBe(3);
  });

  it('refuses a postback without a numeric refno of at most 12 digits', () => {
    expect(checkPostback(raw({ body: 'status=CP' })).verified).toBe(false);
    expect(checkPostback(raw({ body: 'refno=1234567890123' })).verified).toBe(false);
    expect(checkPostback(raw({ body: '{not json' })).verified).toBe(false);
  });
});

const SETTINGS = {
  merchantId: '10012345',
  secretKey: 's',
  apiKey: 'a',
  paymentUrl: 'http://127.0.0.1:9/pay',
  apiUrl: 'http://127.0.0.1:9',
  timeoutMs: 100,
};

const START = {
  attemptId: 1,
  shopRef: '42100405',
  idempotencyKey: 'paysolutions-attempt-1',
  methodId: 13,
  order: { id: 42, amountDue: 1000, currency: 'THB', description: 'x' },
  buyer: { email: 'a@example.com', name: 'A', language: 'th' as const },
  returnUrl: 'http://shop/payment/42',
  notifyUrl: 'http://shop/webhook/payment/pay-solutions',
  expiresAt: null,
};

describe('the Pay Solutions form', () => {
  it('cuts a long list of Thai course titles to 255 characters, never inside a character', () => {
    const description = Array.from({ length: 40 }, () => 'คอร์สภาษาไทยชั้นสูง').join(', ');
    const { fields } = paySolutionsForm(
      SETTINGS,
      { ...START, order: { ...START.order, description } },
      '42100405',
    );
    expect(fields.productdetail?.length).toBeLessThanOrEqual(255);
    expect(fields.productdetail?.length).toBeGreaterThan(250);
    // Never a lone tone mark or vowel: the text cut is a prefix of whole characters.
    expect(description.startsWith(fields.productdetail?.slice(0, -1) ?? '')).toBe(true);
    expect(fields.productdetail?.endsWith('…')).toBe(true);
  });
});

describe('the Pay Solutions adapter', () => {
  it('refuses an order in another currency than baht, before any call', async () => {
    const provider = createPaySolutionsProvider(SETTINGS);
    const start = provider.start({ ...START, order: { ...START.order, currency: 'USD' } }, () =>
      Promise.resolve(),
    );
    await expect(start).rejects.toMatchObject({ code: 'currency_not_supported' });
  });
});
