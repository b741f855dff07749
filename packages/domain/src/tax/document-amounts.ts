/** An order's frozen amounts (minor units) as a tax document reads them. */
export type OrderAmounts = {
  subtotal: number;
  discount: number;
  vat: number;
  vatPercent: number;
  /** The order's prices held the VAT: subtotal and discount are VAT-inclusive. */
  vatIncluded: boolean;
  shippingFee: number;
  withholding: number;
  withholdingPercent: number | null;
  /** What the buyer paid: net + VAT + shipping - withholding. */
  total: number;
};

/** The money rows of an invoice or receipt, top to bottom. */
export type InvoiceAmounts = {
  /** The lines' amounts before discounts (VAT included when `vatIncluded`). */
  subtotal: number;
  discount: number;
  /** The value of the goods and services before VAT (subtotal - discount, less the VAT inside it). */
  net: number;
  vatPercent: number;
  /** Subtotal and discount hold the VAT; the invoice says so beside them. */
  vatIncluded: boolean;
  vat: number;
  /** Delivery, charged after VAT (the shop prices it outside the VAT base). */
  shippingFee: number;
  /** net + VAT + shipping: what the document totals. */
  grandTotal: number;
  withholdingPercent: number | null;
  /** Tax the buyer withheld and pays to the Revenue Department for the shop (50 ทวิ). */
  withholding: number;
  /** What the shop received: the grand total less the withholding. */
  amountPaid: number;
};

/** An order's value before VAT: what is left after discounts, less the VAT when its prices held it. */
export const valueBeforeVat = (
  order: Pick<OrderAmounts, 'subtotal' | 'discount' | 'vat' | 'vatIncluded'>,
): number => order.subtotal - order.discount - (order.vatIncluded ? order.vat : 0);

/** The rows an invoice or receipt prints from the order's amounts; they always add up. */
export const invoiceAmounts = (order: OrderAmounts): InvoiceAmounts => {
  const net = valueBeforeVat(order);
  const grandTotal = net + order.vat + order.shippingFee;
  return {
    subtotal: order.subtotal,
    discount: order.discount,
    net,
    vatPercent: order.vatPercent,
    vatIncluded: order.vatIncluded,
    vat: order.vat,
    shippingFee: order.shippingFee,
    grandTotal,
    withholdingPercent: order.withholding > 0 ? order.withholdingPercent : null,
    withholding: order.withholding,
    amountPaid: grandTotal - order.withholding,
  };
};

/** What a refund changes on the invoice it reduces. */
export type CreditNoteInput = {
  /** The invoice's value before VAT as it stands now (less earlier credit notes). */
  valueBefore: number;
  /** The refunded lines' value before VAT. */
  refundedNet: number;
  /** The VAT given back with them. */
  refundedVat: number;
  vatPercent: number;
};

/**
 * The rows of a credit note (ใบลดหนี้, Revenue Code section 86/10): the invoice's value, the
 * correct value, their difference, the VAT on the difference and the total reduced. A refund
 * larger than what is left of the invoice reduces it to zero, never below.
 */
export type CreditNoteAmounts = {
  originalValue: number;
  correctValue: number;
  difference: number;
  vatPercent: number;
  vatDifference: number;
  totalDifference: number;
};

export const creditNoteAmounts = (input: CreditNoteInput): CreditNoteAmounts => {
  const correctValue = Math.max(0, input.valueBefore - input.refundedNet);
  const difference = input.valueBefore - correctValue;
  const vatDifference = Math.max(0, input.refundedVat);
  return {
    originalValue: input.valueBefore,
    correctValue,
    difference,
    vatPercent: input.vatPercent,
    vatDifference,
    totalDifference: difference + vatDifference,
  };
};
