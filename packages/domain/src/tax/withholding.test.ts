import { describe, expect, it } from 'vitest';
import type { TaxBuyer } from '../pricing/price-order-types';
import { DEFAULT_TAX_SETTINGS } from '../settings/shop-settings';
import {
  DEFAULT_WITHHOLDING_PERCENT,
  WITHHOLDING_PERCENTS,
  WITHHOLDING_THRESHOLD,
  canBuyerWithhold,
  isWithholdingOffered,
  withholding,
  withholdingOption,
  type WithholdingInput,
} from './withholding';

const company: TaxBuyer = { personType: 'juristic_person', requiresTaxInvoice: true };
const person: TaxBuyer = { personType: 'normal_person', requiresTaxInvoice: true };

const input = (overrides: Partial<WithholdingInput> = {}): WithholdingInput => ({
  currency: 'THB',
  net: 100_000,
  vat: 0,
  buyer: company,
  taxSettings: DEFAULT_TAX_SETTINGS,
  ...overrides,
});

describe('withholding constants', () => {
  it('offers 3% and 1%, 3% first by default, from 1,000 THB or 30 USD', () => {
    expect(WITHHOLDING_PERCENTS).toEqual([3, 1]);
    expect(DEFAULT_WITHHOLDING_PERCENT).toBe(3);
    expect(WITHHOLDING_THRESHOLD).toEqual({ THB: 100_000, USD: 3_000 });
  });
});

describe('canBuyerWithhold', () => {
  it.each([
    { buyer: company, expected: true },
    { buyer: { personType: 'juristic_person', requiresTaxInvoice: false }, expected: false },
    { buyer: person, expected: false },
    { buyer: { personType: 'normal_person', requiresTaxInvoice: false }, expected: false },
  ] as const)(
    'lets $buyer.personType with tax invoice $buyer.requiresTaxInvoice withhold: $expected',
    ({ buyer, expected }) => {
      expect(canBuyerWithhold(buyer)).toBe(expected);
    },
  );
});

describe('withholdingOption and isWithholdingOffered', () => {
  it.each([
    { what: 'offers withholding at exactly 1,000 THB', at: input({ net: 100_000 }), expected: 'offered' },
    { what: 'hides withholding at 999.99 THB', at: input({ net: 99_999 }), expected: 'hidden' },
    { what: 'counts VAT towards the threshold', at: input({ net: 93_458, vat: 6_542 }), expected: 'offered' },
    { what: 'hides it just below with VAT', at: input({ net: 93_457, vat: 6_542 }), expected: 'hidden' },
    {
      what: 'offers withholding at exactly 30 USD',
      at: input({ currency: 'USD', net: 3_000 }),
      expected: 'offered',
    },
    {
      what: 'hides withholding at 29.99 USD',
      at: input({ currency: 'USD', net: 2_999 }),
      expected: 'hidden',
    },
    {
      what: 'hides withholding when the shop does not withhold',
      at: input({ taxSettings: { ...DEFAULT_TAX_SETTINGS, isEnableWithholdingTax: false } }),
      expected: 'hidden',
    },
    {
      what: 'shows the option to a normal person so the change-person-type modal can open',
      at: input({ buyer: person }),
      expected: 'needs-juristic-person',
    },
    {
      what: 'asks a company that wants no tax invoice to change its tax profile',
      at: input({ buyer: { personType: 'juristic_person', requiresTaxInvoice: false } }),
      expected: 'needs-juristic-person',
    },
    {
      what: 'hides it from a normal person below the threshold',
      at: input({ buyer: person, net: 1 }),
      expected: 'hidden',
    },
  ] as const)('$what', ({ at, expected }) => {
    expect(withholdingOption(at)).toBe(expected);
    expect(isWithholdingOffered(at)).toBe(expected === 'offered');
  });
});

describe('withholding', () => {
  it.each([
    { net: 100_000, percent: 3, expected: 3_000 },
    { net: 100_000, percent: 1, expected: 1_000 },
    { net: 123_457, percent: 3, expected: 3_704, why: '3,703.71 satang' },
    { net: 123_450, percent: 1, expected: 1_235, why: '1,234.5 satang rounds up' },
    { net: 123_449, percent: 1, expected: 1_234, why: '1,234.49 satang rounds down' },
  ] as const)('withholds $expected from $net at $percent%', ({ net, percent, expected }) => {
    expect(withholding(net, percent)).toBe(expected);
  });
});
