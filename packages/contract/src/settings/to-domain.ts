import type { PublicSiteSettings } from './site-settings';
import type { DiscountSettings, TaxSettings } from '@shop/domain/settings/shop-settings';

/** The tax switches priceOrder reads, from the settings; the server and the browser both use this. */
export const taxSettingsOf = (settings: PublicSiteSettings): TaxSettings => ({
  isEnableVat: settings.is_enable_vat,
  vatValue: settings.vat_value,
  pricesIncludeVat: settings.is_price_include_vat,
  isEnableTaxInvoice: settings.is_enable_tax_invoice,
  isEnableWithholdingTax: settings.is_enable_withholding_tax,
});

export const discountSettingsOf = (settings: PublicSiteSettings): DiscountSettings => ({
  isOneCoupon: settings.is_one_coupon,
  isUseCouponOrOrder: settings.is_use_coupon_or_oder,
});
