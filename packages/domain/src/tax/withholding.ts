import type { Currency } from '../money/currency';
import { percentOf } from '../money/percent-of';
import type { TaxBuyer } from '../pricing/price-order-types';
import type { TaxSettings } from '../settings/shop-settings';

/** The withholding rates a buyer may choose (spec 1 section 9). */
export const WITHHOLDING_PERCENTS = [3, 1] as const;
export type WithholdingPercent = (typeof WITHHOLDING_PERCENTS)[number];

/** The rate selected when the option first shows. */
export const DEFAULT_WITHHOLDING_PERCENT: WithholdingPercent = 3;

/** Net + VAT from which withholding is offered: 1,000 THB or 30 USD, in minor units. */
export const WITHHOLDING_THRESHOLD: Readonly<Record<Currency, number>> = { THB: 100_000, USD: 3_000 };

/** What the order amounts and the shop's settings make of withholding for this buyer. */
export type WithholdingInput = {
  currency: Currency;
  net: number;
  vat: number;
  buyer: TaxBuyer;
  taxSettings: TaxSettings;
};

/**
 * `hidden`: the shop does not withhold, or net + VAT is below the threshold; `needs-juristic-person`:
 * the option shows, but choosing it opens the change-person-type modal (only a juristic person who
 * asks for a tax invoice may withhold); `offered`: the buyer may choose it.
 */
export type WithholdingOption = 'hidden' | 'needs-juristic-person' | 'offered';

/** True for a juristic-person buyer who asks for a tax invoice. */
export const canBuyerWithhold = (buyer: TaxBuyer): boolean =>
  buyer.personType === 'juristic_person' && buyer.requiresTaxInvoice;

/** How the browser shows the withholding option (see `WithholdingOption`). */
export const withholdingOption = (input: WithholdingInput): WithholdingOption => {
  if (!input.taxSettings.isEnableWithholdingTax) return 'hidden';
  if (input.net + input.vat < WITHHOLDING_THRESHOLD[input.currency]) return 'hidden';
  return canBuyerWithhold(input.buyer) ? 'offered' : 'needs-juristic-person';
};

/** Whether this buyer may withhold on this order; the server refuses WITHHOLDING_NOT_ALLOWED otherwise. */
export const isWithholdingOffered = (input: WithholdingInput): boolean =>
  withholdingOption(input) === 'offered';

/** The tax the buyer withholds: `percent`% of the net (VAT excluded), half-up. */
export const withholding = (netMinor: number, percent: WithholdingPercent): number =>
  percentOf(netMinor, percent);
