import { percentOf } from '../money/percent-of';
import type { TaxSettings } from '../settings/shop-settings';

/** VAT on a net amount: `vatValue`% of it, half-up, when the shop charges VAT (prices exclude it); else 0. */
export const vat = (netMinor: number, taxSettings: TaxSettings): number =>
  taxSettings.isEnableVat ? percentOf(netMinor, taxSettings.vatValue) : 0;
