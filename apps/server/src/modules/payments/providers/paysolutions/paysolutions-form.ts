import type { StartRequest } from '../../payment-provider';
import { THB_CODE, toPaySolutionsTotal } from './paysolutions-money';
import type { PaySolutionsSettings } from './paysolutions-settings';

/** The hosted payment page's form: where the browser posts it, and its fields. */
export type PaySolutionsForm = { action: string; fields: Record<string, string> };

/** Pay Solutions' limit on `productdetail` (research §5). */
export const PRODUCT_DETAIL_MAX = 255;

const GRAPHEMES = new Intl.Segmenter('th', { granularity: 'grapheme' });

/**
 * At most `max` UTF-16 units (how the page's .NET side counts), cut between whole characters, so a
 * Thai vowel or tone mark is never left without its consonant.
 */
const clip = (text: string, max: number): string => {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  let kept = '';
  for (const { segment } of GRAPHEMES.segment(clean)) {
    if (kept.length + segment.length > max - 1) break;
    kept += segment;
  }
  return `${kept}…`;
};

/**
 * The form spec 2 posts to Pay Solutions (api-docs.paysolutions.asia, "with return and
 * postback"): nothing in it is secret, it is built on the server from the order, and what the
 * browser might change in it is caught later (the inquiry reports what was really paid).
 */
export const paySolutionsForm = (
  settings: PaySolutionsSettings,
  request: StartRequest,
  refno: string,
): PaySolutionsForm => ({
  action: settings.paymentUrl,
  fields: {
    merchantid: settings.merchantId,
    refno,
    customeremail: request.buyer.email,
    productdetail: clip(request.order.description, PRODUCT_DETAIL_MAX),
    total: toPaySolutionsTotal(request.order.amountDue),
    cc: THB_CODE,
    lang: 'TH',
    returnurl: request.returnUrl,
    postbackurl: request.notifyUrl,
  },
});
