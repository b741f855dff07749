import { useTranslation } from 'react-i18next';
import type { Coupon } from '@shop/domain/discounts/discount-types';
import type { OrderRefusal } from '@shop/domain/pricing/price-order-types';
import { Button } from '../../../components/ui/button';
import { OutlineIcon } from '../../../components/ui/outline-icon';
import { Tag } from '../../../components/ui/tag';
import { TextInput } from '../../../components/ui/text-input';
import { useCouponEntry } from '../hooks/use-coupon-entry';
import '../checkout-options.css';

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
      <h2 className="checkout-section-title" id="checkout-coupon-title">
        {t('checkout.coupon.title')}
      </h2>
      <div className="checkout-coupon-box">
        <TextInput
          aria-label={t('checkout.coupon.code')}
          placeholder={t('checkout.coupon.placeholder')}
          value={entry.code}
          maxLength={64}
          autoComplete="off"
          onChange={(event) => entry.setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            // Inside a larger form (the purchase block) Enter applies the code instead of sending the form.
            event.preventDefault();
            void entry.apply();
          }}
        />
        <Button onClick={() => void entry.apply()} loading={entry.applying}>
          {t('checkout.coupon.apply')}
        </Button>
      </div>
      {coupons.length > 0 && (
        <ul className="checkout-coupons" aria-label={t('checkout.coupon.applied')}>
          {coupons.map((coupon) => (
            <li key={coupon.id}>
              <Tag tone="green" className="checkout-coupon-tag">
                {coupon.code}
                <button
                  type="button"
                  className="checkout-coupon-remove"
                  aria-label={t('checkout.coupon.remove', { code: coupon.code })}
                  onClick={() => onRemove(coupon.id)}
                >
                  <OutlineIcon>
                    <path d="M6 6l12 12M18 6L6 18" />
                  </OutlineIcon>
                </button>
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
