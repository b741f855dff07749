/** One product line in GA4's ecommerce shape; prices in major units, as GA4 expects. */
export type AnalyticsItem = {
  item_id: string;
  item_name: string;
  item_category?: string;
  item_variant?: string;
  price: number;
  quantity: number;
};

type EcommerceEvent = 'view_item' | 'begin_checkout' | 'purchase';

type EcommercePayload = {
  currency: 'THB' | 'USD';
  value: number;
  items: AnalyticsItem[];
  transaction_id?: string;
  tax?: number;
  shipping?: number;
  coupon?: string;
};

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- the DOM declares Window as an interface; merging needs one
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Minor units to the major units analytics tools read. */
export const toMajor = (amountMinor: number) => amountMinor / 100;

/**
 * Pushes a GA4 ecommerce event to `window.dataLayer` for whatever tag manager the shop installs.
 * The previous ecommerce object is cleared first, as GA4 recommends.
 */
export const trackEcommerce = (event: EcommerceEvent, ecommerce: EcommercePayload) => {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({ event, ecommerce });
};
