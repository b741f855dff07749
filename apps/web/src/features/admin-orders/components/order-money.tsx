import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '@shop/contract/admin/admin-order-detail';
import { formatShopMoney } from '../../../lib/admin-format';

/** How the amount to pay was made: subtotal, each discount, VAT, withholding, shipping; and what was refunded. */
export const OrderMoney = ({ order }: { order: AdminOrderDetail }) => {
  const { t } = useTranslation();
  const { money } = order;
  const amount = (value: number) => formatShopMoney(value, order.currency);
  const minus = (value: number) => `−${amount(value)}`;
  return (
    <Descriptions
      bordered
      column={1}
      size="small"
      items={[
        { key: 'subtotal', label: t('admin.orders.money.subtotal'), children: amount(money.subtotal) },
        ...(order.promotion
          ? [
              {
                key: 'promotion',
                label: t('admin.orders.money.promotion', { name: order.promotion.name }),
                children: minus(order.promotion.amount),
              },
            ]
          : []),
        ...order.coupons.map((coupon) => ({
          key: `coupon-${String(coupon.id)}`,
          label: t('admin.orders.money.coupon', { code: coupon.code }),
          children: minus(coupon.amount),
        })),
        { key: 'discount', label: t('admin.orders.money.discount'), children: minus(money.discount) },
        {
          key: 'net',
          // With VAT inside the prices, what is left after discounts still holds it: the row is the value without it.
          label: t(money.vat_included ? 'admin.orders.money.netBeforeVat' : 'admin.orders.money.net'),
          children: amount(money.net),
        },
        {
          key: 'vat',
          label: t(money.vat_included ? 'admin.orders.money.vatIncluded' : 'admin.orders.money.vat', {
            percent: money.vat_percent,
          }),
          children: amount(money.vat),
        },
        ...(money.withholding > 0
          ? [
              {
                key: 'withholding',
                label: t('admin.orders.money.withholding', { percent: money.withholding_percent ?? 0 }),
                children: minus(money.withholding),
              },
            ]
          : []),
        { key: 'shipping', label: t('admin.orders.money.shipping'), children: amount(money.shipping_fee) },
        {
          key: 'toPay',
          label: t('admin.orders.money.amountToPay'),
          children: <strong>{amount(money.amount_to_pay)}</strong>,
        },
        ...(money.refunded > 0
          ? [{ key: 'refunded', label: t('admin.orders.money.refunded'), children: minus(money.refunded) }]
          : []),
      ]}
    />
  );
};
