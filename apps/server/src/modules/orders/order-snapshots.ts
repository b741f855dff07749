import type { AdminOrderDetail } from '@shop/contract/admin/admin-order-detail';
import { valueBeforeVat } from '@shop/domain/tax/document-amounts';
import type { orders } from '../../db/tables';

type Snapshot = Record<string, unknown> | null;

const text = (snapshot: Record<string, unknown>, key: string): string => {
  const value = snapshot[key];
  return typeof value === 'string' ? value : '';
};

/** The delivery address an order froze when it was made (a `shipping_addresses` row). */
export const shippingAddressOf = (snapshot: Snapshot): AdminOrderDetail['shipping']['address'] =>
  snapshot === null
    ? null
    : {
        recipient_name: text(snapshot, 'recipientName'),
        tel: text(snapshot, 'tel'),
        address: text(snapshot, 'address'),
        subdistrict: text(snapshot, 'subdistrict'),
        district: text(snapshot, 'district'),
        province: text(snapshot, 'province'),
        postcode: text(snapshot, 'postcode'),
      };

/** The buyer's tax profile as the order froze it (a `tax_profiles` row). */
export const taxInvoiceOf = (snapshot: Snapshot): AdminOrderDetail['tax_invoice'] =>
  snapshot === null
    ? null
    : {
        requires_tax_invoice: snapshot.isRequireTaxInvoice === true,
        person_type: text(snapshot, 'taxPersonType'),
        name: text(snapshot, 'taxNameOne'),
        name_two: text(snapshot, 'taxNameTwo'),
        tax_id: text(snapshot, 'taxPayerIdentificationNo'),
        address: text(snapshot, 'taxAddress'),
        delivery_address: text(snapshot, 'taxDeliveryAddress'),
      };

/** The order's money as the back office and its buyer read it; `refunded` is what refunds gave back. */
export const orderMoneyOf = (
  order: typeof orders.$inferSelect,
  refunded: number,
): AdminOrderDetail['money'] => ({
  subtotal: order.subtotal,
  promotion_discount: order.promotionDiscount,
  coupon_discount: order.couponDiscount,
  discount: order.discount,
  net: valueBeforeVat(order),
  vat: order.vat,
  vat_percent: order.vatPercent,
  vat_included: order.vatIncluded,
  withholding: order.withholding,
  withholding_percent: order.withholdingPercent,
  shipping_fee: order.shippingFee,
  amount_to_pay: order.total,
  refunded,
});

/** Where the order's items go: its fee, the option chosen and the address it froze. */
export const orderShippingOf = (
  order: typeof orders.$inferSelect,
  option: { id: number; name: string } | null,
): AdminOrderDetail['shipping'] => ({
  fee: order.shippingFee,
  option,
  address: shippingAddressOf(order.shippingSnapshot),
});
