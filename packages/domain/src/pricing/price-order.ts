import { ErrorCode } from '../errors/error-codes';
import { wirePrice } from './amount-to-pay';
import { isVatIncluded, splitVat } from '../tax/vat';
import { isWithholdingOffered, withholding } from '../tax/withholding';
import { applyDiscounts } from './apply-discounts';
import type { ResolvedLine } from './line-checks';
import { checkOrder } from './order-checks';
import { methodAmountRefusal } from './payment-method-rules';
import type { OrderRefusal, PriceOrderInput, PricedOrder } from './price-order-types';
import { sortRefusals } from './sort-refusals';

/** The priced order, or every reason it cannot be ordered, without repeats and in a fixed order. */
export type PriceOrderResult = { ok: true; value: PricedOrder } | { ok: false; refusals: OrderRefusal[] };

const sum = (amounts: readonly number[]): number => amounts.reduce((total, amount) => total + amount, 0);

const refuse = (refusals: readonly OrderRefusal[]): PriceOrderResult => ({
  ok: false,
  refusals: sortRefusals(refusals),
});

const priceLines = (input: PriceOrderInput, lines: readonly ResolvedLine[]): PricedOrder => {
  const { currency, shippingFee } = input;
  const discounted = applyDiscounts(lines, input.promotion, input.coupons, currency);
  const subtotal = sum(lines.map((line) => line.amount));
  const charged = sum(discounted.lines.map((line) => line.net));
  const discount = subtotal - charged;
  const vatIncluded = isVatIncluded(input.taxSettings);
  const { net, vat: vatAmount } = splitVat(charged, input.taxSettings);
  const offered = isWithholdingOffered({
    currency,
    net,
    vat: vatAmount,
    buyer: input.buyer,
    taxSettings: input.taxSettings,
  });
  // Withholding that is not offered is left out here and refused by the amount checks.
  const withholdingPercent = input.withholding.requested && offered ? input.withholding.percent : null;
  const withholdingAmount = withholdingPercent === null ? 0 : withholding(net, withholdingPercent);
  const total = net + vatAmount + shippingFee - withholdingAmount;
  return {
    currency,
    lines: discounted.lines,
    subtotal,
    promotion: discounted.promotion,
    coupons: discounted.coupons,
    discount,
    net,
    vat: vatAmount,
    vatIncluded,
    withholdingPercent,
    withholding: withholdingAmount,
    shippingFee,
    total,
    wire: {
      price: wirePrice({ subtotal, vat: vatAmount, vatIncluded }),
      discount,
      shipping_fee: shippingFee,
      withholding_price: withholdingAmount,
    },
  };
};

const amountRefusals = (input: PriceOrderInput, order: PricedOrder): OrderRefusal[] => {
  const refusals: OrderRefusal[] = [];
  if (input.withholding.requested && order.withholdingPercent === null) {
    refusals.push({ code: ErrorCode.WITHHOLDING_NOT_ALLOWED });
  }
  const methodRefusal = methodAmountRefusal(input.paymentMethodId, order.total, order.currency);
  if (methodRefusal) refusals.push({ code: methodRefusal });
  return refusals;
};

/**
 * Prices an order as docs/design.md ("Money") describes: subtotal, at most one promotion, coupons on what
 * it left, every line floored at 0, VAT on the net (added to it, or split out of it when the shop's
 * prices include VAT), withholding on the value before VAT, shipping, total; and the wire
 * fields with price - discount + shipping_fee - withholding_price = total. Refuses with every
 * order check of spec 1 section 5 that fails. The checks that need the amounts (withholding
 * threshold, minimum of methods 8, 9 and 10) run only once the cart itself passes, since an invalid
 * cart has no amounts to judge.
 */
export const priceOrder = (input: PriceOrderInput): PriceOrderResult => {
  const { refusals, lines } = checkOrder(input);
  if (refusals.length > 0) return refuse(refusals);
  const order = priceLines(input, lines);
  const late = amountRefusals(input, order);
  return late.length > 0 ? refuse(late) : { ok: true, value: order };
};
