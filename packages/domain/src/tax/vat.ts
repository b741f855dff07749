import { percentOf } from '../money/percent-of';
import type { TaxSettings } from '../settings/shop-settings';

/** VAT on a net amount: `vatValue`% of it, half-up, when the shop charges VAT; else 0. */
export const vat = (netMinor: number, taxSettings: TaxSettings): number =>
  taxSettings.isEnableVat ? percentOf(netMinor, taxSettings.vatValue) : 0;

/** Percentages carry at most four decimals, as in `percentOf`. */
const PERCENT_SCALE = 10_000n;

/**
 * The VAT inside a VAT-inclusive amount: amount x rate / (100 + rate), rounded half-up to the
 * minor unit, with integers only (a float would lose satang on large amounts). 1,070.00 THB at 7%
 * holds 70.00 THB of VAT; 3,990.00 THB holds 261.03 THB.
 */
export const vatInside = (grossMinor: number, percent: number): number => {
  if (!Number.isSafeInteger(grossMinor) || grossMinor < 0) {
    throw new RangeError(`vatInside: amount must be a whole number of minor units >= 0, got ${grossMinor}`);
  }
  const rate = BigInt(Math.round(percent * Number(PERCENT_SCALE)));
  const divisor = 100n * PERCENT_SCALE + rate;
  if (rate <= 0n) return 0;
  return Number((BigInt(grossMinor) * rate * 2n + divisor) / (divisor * 2n));
};

/** An amount after discounts split into its value before VAT and the VAT on it. */
export type VatSplit = { net: number; vat: number };

/**
 * How an amount the buyer is charged for (after discounts, before shipping) splits into value and
 * VAT under the shop's settings: prices that include VAT have it split out, to the satang, so
 * net + VAT is exactly the price shown; prices that exclude it get it added on top; a shop that
 * charges no VAT has none.
 */
export const splitVat = (amountMinor: number, taxSettings: TaxSettings): VatSplit => {
  if (!taxSettings.isEnableVat) return { net: amountMinor, vat: 0 };
  if (!taxSettings.pricesIncludeVat) return { net: amountMinor, vat: vat(amountMinor, taxSettings) };
  const included = vatInside(amountMinor, taxSettings.vatValue);
  return { net: amountMinor - included, vat: included };
};

/** Whether the VAT of an order priced under these settings lies inside its prices. */
export const isVatIncluded = (taxSettings: TaxSettings): boolean =>
  taxSettings.isEnableVat && taxSettings.pricesIncludeVat;
