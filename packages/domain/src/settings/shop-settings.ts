/** The site settings the business rules read (spec 1 section 3), with the shop's defaults. */
export type TaxSettings = {
  isEnableVat: boolean;
  /** Percent, e.g. 7. */
  vatValue: number;
  /**
   * The shop's prices already hold the VAT (what the buyer sees is what they pay), so VAT is split
   * out of them; otherwise VAT is added on top of them. Read only when `isEnableVat`.
   */
  pricesIncludeVat: boolean;
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
  pricesIncludeVat: false,
  isEnableTaxInvoice: true,
  isEnableWithholdingTax: true,
};

export const DEFAULT_DISCOUNT_SETTINGS: DiscountSettings = { isOneCoupon: false, isUseCouponOrOrder: false };
