import { useTranslation } from 'react-i18next';
import type { OrderPage } from '@shop/contract/orders/order-page';
import { planLabel } from '@shop/domain/pricing/plan-label';
import { paymentFailureText } from '@shop/domain/payments/failure-texts';
import { formatShopDateTime, formatShopMoney } from '../../../lib/admin-format';
import { currentLocale } from '../../../lib/texts';

/** One row of the order's summary: what it is and its amount, written with the currency. */
export type SummaryRow = { key: string; label: string; amount: string; isTotal?: boolean };

const lineLabel = (line: OrderPage['lines'][number], order: OrderPage) =>
  line.plan.plan_type === null
    ? line.plan.name
    : planLabel(
        {
          name: line.plan.name,
          planType: line.plan.plan_type,
          term: line.plan.term,
          termUnit: line.plan.term_unit,
          // The line shows what was paid; the plan's price of today has no place here.
          price: null,
          priceUsd: null,
        },
        order.currency_code,
        currentLocale(),
      );

/** The method's Thai name on a Thai page, its web (English) name on an English one, else the other. */
const methodNameIn = (method: NonNullable<OrderPage['payment_method']>, language: string) => {
  const [first, second] = language === 'en' ? [method.name_web, method.name] : [method.name, method.name_web];
  return first.trim() === '' ? second : first;
};

/**
 * What the order page shows, in the reader's language: each line's plan or quantity, the summary
 * rows the order has (a discount, a tax or a fee it does not have is left out), and its history
 * with times in Bangkok.
 */
export const useOrderPageView = (order: OrderPage) => {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatShopMoney(amount, order.currency_code);
  const less = (amount: number) => `-${money(amount)}`;
  const m = order.money;
  const rows: (SummaryRow | false)[] = [
    { key: 'subtotal', label: t('checkout.orderPage.subtotal'), amount: money(m.subtotal) },
    order.promotion !== null &&
      m.promotion_discount > 0 && {
        key: 'promotion',
        label: t('checkout.orderPage.promotion', { name: order.promotion.name }),
        amount: less(m.promotion_discount),
      },
    ...order.coupons.map((coupon) => ({
      key: `coupon-${coupon.code}`,
      label: t('checkout.orderPage.coupon', { code: coupon.code }),
      amount: less(coupon.amount),
    })),
    m.vat > 0 && {
      key: 'vat',
      label: t(m.vat_included ? 'checkout.orderPage.vatIncluded' : 'checkout.orderPage.vat', {
        percent: m.vat_percent,
      }),
      amount: money(m.vat),
    },
    m.shipping_fee > 0 && {
      key: 'shipping',
      label: t('checkout.orderPage.shippingFee'),
      amount: money(m.shipping_fee),
    },
    m.withholding > 0 && {
      key: 'withholding',
      label: t('checkout.orderPage.withholding', { percent: m.withholding_percent ?? 0 }),
      amount: less(m.withholding),
    },
    {
      key: 'total',
      // A paid order is owed nothing: its total is what was paid.
      label:
        order.payment_status === 'approved'
          ? t('checkout.orderPage.totalPaid')
          : t('checkout.orderPage.amountToPay'),
      amount: money(m.amount_to_pay),
      isTotal: true,
    },
    m.refunded > 0 && { key: 'refunded', label: t('checkout.orderPage.refunded'), amount: money(m.refunded) },
  ];
  const method = order.payment_method;
  return {
    created: formatShopDateTime(order.created_at),
    paymentMethod: method ? methodNameIn(method, i18n.language) : null,
    payUntil:
      order.payment_status === 'notYetReceived' && order.cancel_at
        ? formatShopDateTime(order.cancel_at)
        : null,
    lines: order.lines.map((line) => ({
      ...line,
      detail:
        line.course_type === 'product'
          ? t('checkout.orderPage.quantity', { qty: line.qty })
          : lineLabel(line, order),
      amount: money(line.amount),
      discount: line.discount > 0 ? less(line.discount) : null,
    })),
    summary: rows.filter((row): row is SummaryRow => row !== false),
    history: order.history.map((step, index) => ({
      key: `${step.kind}-${String(index)}`,
      at: formatShopDateTime(step.at),
      title: t(`checkout.orderPage.steps.${step.kind}`, {
        amount: step.amount === null ? '' : money(step.amount),
      }),
      reason: step.kind === 'paymentFailed' ? paymentFailureText(step.reason, currentLocale()) : step.reason,
      isBad: [
        'paymentFailed',
        'transferRejected',
        'rejected',
        'expired',
        'cancelledByBuyer',
        'cancelledByShop',
      ].includes(step.kind),
    })),
  };
};
