import { Button, Input, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@shop/domain/discounts/discount-types';
import type { OrderRefusal } from '@shop/domain/pricing/price-order-types';
import { useCouponEntry } from '../hooks/use-coupon-entry';

type CouponEntryProps = {
  coupons: readonly Coupon[];
  refusalsFor: (coupon: Coupon) => OrderRefusal[];
  onAdd: (coupon: Coupon) => void;
  onRemove: (couponId: number) => void;
};

/** The coupon code box and the coupons applied; Enter applies the code. */
export const CouponEntry = ({ coupons, refusalsFor, onAdd, onRemove }: CouponEntryProps) => {
  const { t } = useTranslation();
  const entry = useCouponEntry({ refusalsFor, onAccepted: onAdd });
  return (
    <section className="checkout-section" aria-labelledby="checkout-coupon-title">
      <Typography.Title level={5} id="checkout-coupon-title">
        {t('checkout.coupon.title')}
      </Typography.Title>
      <Space.Compact className="checkout-coupon-box">
        <Input
          aria-label={t('checkout.coupon.code')}
          placeholder={t('checkout.coupon.placeholder')}
          value={entry.code}
          maxLength={64}
          onChange={(event) => entry.setCode(event.target.value)}
          onPressEnter={(event) => {
            // Inside a larger form (the purchase block) Enter applies the code instead of sending the form.
            event.preventDefault();
            void entry.apply();
          }}
        />
        <Button onClick={() => void entry.apply()} loading={entry.applying}>
          {t('checkout.coupon.apply')}
        </Button>
      </Space.Compact>
      {coupons.length > 0 && (
        <ul className="checkout-coupons" aria-label={t('checkout.coupon.applied')}>
          {coupons.map((coupon) => (
            <li key={coupon.id}>
              <Tag
                color="green"
                closable={{
                  closeIcon: true,
                  'aria-label': t('checkout.coupon.remove', { code: coupon.code }),
                }}
                onClose={() => onRemove(coupon.id)}
              >
                {coupon.code}
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
