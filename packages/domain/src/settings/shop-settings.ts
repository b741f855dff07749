/** The site settings the business rules read (spec 1 section 3), with the shop's defaults. */
export type TaxSettings = {
  isEnableVat: boolean;
  /** Percent, e.g. 7. Prices are VAT-exclusive. */
  vatValue: number;
  isEnableTaxInvoice: boolean;
  isEnableWithholdingTax: boolean;
};

export type DiscountSettings = {
  /** Only one coupon per order. */
  isOneCoupon: boolean;
  /** A promotion and coupons exclude each other (the specification's spelling: is_use_coupon_or_oder). */
  isUseCouponOrOrder: boolean;
};

export const DEFAULT_TAX_SETTINGS: TaxSettings = {
  isEnableVat: false,
  vatValue: 7,
  isEnableTaxInvoice: true,
  isEnableWithholdingTax: true,
};

export const DEFAULT_DISCOUNT_SETTINGS: DiscountSettings = { isOneCoupon: false, isUseCouponOrOrder: false };
