import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { priceOrder } from './price-order';
import type { PriceOrderInput } from './price-order-types';
import { JURISTIC_BUYER, VAT_7, makeLine, makePriceOrderInput, refusalsOf } from './pricing-test-factories';

describe('priceOrder: withholding', () => {
  const withholdingOrder = (net: number, overrides: Partial<PriceOrderInput> = {}) =>
    priceOrder(
      makePriceOrderInput({
        lines: [makeLine(1, net)],
        buyer: JURISTIC_BUYER,
        withholding: { requested: true, percent: 1 },
        ...overrides,
      }),
    );

  it('withholds 1% at exactly 1,000 THB', () => {
    const result = withholdingOrder(100_000);
    expect(result.ok && result.value).toMatchObject({
      withholdingPercent: 1,
      withholding: 1_000,
      total: 99_000,
    });
  });

  it('refuses withholding at 999.99 THB', () => {
    expect(refusalsOf(withholdingOrder(99_999))).toEqual([{ code: ErrorCode.WITHHOLDING_NOT_ALLOWED }]);
  });

  it('counts VAT towards the 1,000 THB and withholds on the net without VAT', () => {
    const result = withholdingOrder(93_458, { taxSettings: VAT_7 });
    expect(result.ok && result.value).toMatchObject({
      net: 93_458,
      vat: 6_542,
      withholding: 935,
      total: 99_065,
    });
    expect(refusalsOf(withholdingOrder(93_457, { taxSettings: VAT_7 }))).toEqual([
      { code: ErrorCode.WITHHOLDING_NOT_ALLOWED },
    ]);
  });

  it('withholds at exactly 30 USD and refuses at 29.99 USD', () => {
    const usd = (cents: number) => ({ currency: 'USD' as const, lines: [makeLine(1, 100_000, {}, cents)] });
    const at = withholdingOrder(0, usd(3_000));
    expect(at.ok && at.value).toMatchObject({ withholding: 30, total: 2_970 });
    expect(refusalsOf(withholdingOrder(0, usd(2_999)))).toEqual([
      { code: ErrorCode.WITHHOLDING_NOT_ALLOWED },
    ]);
  });

  it.each([
    {
      what: 'a normal person',
      overrides: { buyer: { personType: 'normal_person', requiresTaxInvoice: true } },
    },
    {
      what: 'a company without tax invoice',
      overrides: { buyer: { personType: 'juristic_person', requiresTaxInvoice: false } },
    },
    {
      what: 'a shop that does not withhold',
      overrides: { taxSettings: { ...VAT_7, isEnableWithholdingTax: false } },
    },
  ] as const)('refuses withholding for $what, even with a large order', ({ overrides }) => {
    expect(refusalsOf(withholdingOrder(500_000, overrides))).toEqual([
      { code: ErrorCode.WITHHOLDING_NOT_ALLOWED },
    ]);
  });

  it('does not withhold when the buyer did not ask, even when offered', () => {
    const result = priceOrder(makePriceOrderInput({ lines: [makeLine(1, 500_000)], buyer: JURISTIC_BUYER }));
    expect(result.ok && result.value).toMatchObject({
      withholdingPercent: null,
      withholding: 0,
      total: 500_000,
    });
  });
});
