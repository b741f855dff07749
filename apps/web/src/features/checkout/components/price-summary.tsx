import { useTranslation } from 'react-i18next';
import { formatMoney } from '@shop/domain/money/format-money';
import type { PricedOrder } from '@shop/domain/pricing/price-order-types';
import { currentLocale } from '../../../lib/texts';

type PriceSummaryProps = {
  priced: PricedOrder;
  vatPercent: number;
  promotionTitle: string | null;
};

/** The price as priceOrder computes it (the server computes the same), every amount with 2 decimals. */
export const PriceSummary = ({ priced, vatPercent, promotionTitle }: PriceSummaryProps) => {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, priced.currency, currentLocale());
  const rows: { key: string; label: string; value: string }[] = [
    { key: 'subtotal', label: t('checkout.summary.subtotal'), value: money(priced.subtotal) },
  ];
  if (priced.promotion)
    rows.push({
      key: 'promotion',
      label: t('checkout.summary.promotion', { title: promotionTitle ?? '' }),
      value: `-${money(priced.promotion.amount)}`,
    });
  for (const coupon of priced.coupons)
    rows.push({
      key: `coupon-${String(coupon.id)}`,
      label: t('checkout.summary.coupon', { code: coupon.code }),
      value: `-${money(coupon.amount)}`,
    });
  if (priced.vat > 0)
    rows.push({
      key: 'vat',
      label: t(priced.vatIncluded ? 'checkout.summary.vatIncluded' : 'checkout.summary.vat', {
        percent: vatPercent,
      }),
      value: money(priced.vat),
    });
  if (priced.shippingFee > 0)
    rows.push({ key: 'shipping', label: t('checkout.summary.shipping'), value: money(priced.shippingFee) });
  if (priced.withholdingPercent !== null)
    rows.push({
      key: 'withholding',
      label: t('checkout.summary.withholding', { percent: priced.withholdingPercent }),
      value: `-${money(priced.withholding)}`,
    });

  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-summary-title">
        {t('checkout.summary.title')}
      </h2>
      <dl>
        {rows.map((row) => (
          <div key={row.key} className="checkout-summary-row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className="checkout-summary-row checkout-summary-total">
          <dt>{t('checkout.summary.total')}</dt>
          <dd data-testid="checkout-total">{money(priced.total)}</dd>
        </div>
      </dl>
      {priced.vat > 0 && (
        <p className="checkout-summary-vat-note">
          {t(priced.vatIncluded ? 'checkout.summary.vatNoteIncluded' : 'checkout.summary.vatNoteExcluded')}
        </p>
      )}
    </section>
  );
};
