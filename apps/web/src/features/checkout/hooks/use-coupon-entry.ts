import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@shop/contract/http/api-client';
import type { Coupon } from '@shop/domain/discounts/discount-types';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { OrderRefusal } from '@shop/domain/pricing/price-order-types';
import { useNotify } from '../../../hooks/use-notify';
import { errorMessage } from '../../../lib/texts';
import { useFindCoupon } from '../api/find-coupon';
import { refusalText } from '../lib/refusal-text';

type Options = {
  /** The refusals the coupon would bring to the current choices (priceOrder's coupon rules). */
  refusalsFor: (coupon: Coupon) => OrderRefusal[];
  onAccepted: (coupon: Coupon) => void;
};

const codesOf = (result: unknown, fallback: string): string =>
  Array.isArray(result) && result.every((code) => typeof code === 'string') && result.length > 0
    ? result.join(', ')
    : fallback;

/** The coupon code box: looks the code up, then lets priceOrder's coupon rules accept or refuse it. */
export const useCouponEntry = ({ refusalsFor, onAccepted }: Options) => {
  const [code, setCode] = useState('');
  const find = useFindCoupon();
  const { notifyKind, notifyError } = useNotify();
  const { t } = useTranslation();

  const apply = async () => {
    const typed = code.trim();
    if (typed === '') return;
    try {
      const [coupon] = await find.mutateAsync(typed);
      if (!coupon) {
        notifyKind('invalidCoupon', t('checkout.coupon.notFound'));
        return;
      }
      const refusals = refusalsFor(coupon);
      if (refusals.length > 0) {
        notifyKind('invalidCoupon', refusals.map(refusalText).join('\n'));
        return;
      }
      onAccepted(coupon);
      setCode('');
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.NOT_FOUND) {
        notifyKind('invalidCoupon', t('checkout.coupon.notFound'));
      } else if (error instanceof ApiError && error.code === ErrorCode.COUPON_NOT_AVAILABLE) {
        const codes = codesOf(error.body?.error.result, typed);
        notifyKind('invalidCoupon', `${codes} : ${errorMessage(ErrorCode.COUPON_NOT_AVAILABLE)}`);
      } else {
        notifyError(error);
      }
    }
  };

  return { code, setCode, apply, applying: find.isPending };
};
