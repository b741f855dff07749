import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { couponsRefusedByPaymentMethod } from '@shop/domain/discounts/coupon-payment-method';
import type { Coupon } from '@shop/domain/discounts/discount-types';
import type { RankedPromotion } from '@shop/domain/discounts/promotion-rules';
import type { Currency } from '@shop/domain/money/currency';
import { methodAmountRefusal } from '@shop/domain/pricing/payment-method-rules';
import { DEFAULT_WITHHOLDING_PERCENT, type WithholdingPercent } from '@shop/domain/tax/withholding';
import { useNotify } from '../../../hooks/use-notify';
import { askToConfirm } from '../../../lib/confirmations';
import { currentLocale } from '../../../lib/texts';
import { emptySelection, type CheckoutSelection } from '../lib/checkout-types';
import type { ChoicesKeeper } from '../lib/kept-choices';
import { methodMinimumText } from '../lib/method-minimum-text';
import { useKeptChoices } from './use-kept-choices';

type Options = {
  /** is_use_coupon_or_oder: a promotion and coupons exclude each other. */
  exclusive: boolean;
  /** Applicable promotions, best first; null while the price cannot be known yet. */
  promotions: readonly RankedPromotion[] | null;
  defaultPaymentMethodId: number | null;
  /** Where the choices are kept between visits (the cart page); none keeps them for this page only. */
  keeper?: ChoicesKeeper;
};

/**
 * The buyer's choices at checkout and the rules of choosing (spec 1 section 4): the best promotion
 * is chosen the first time; under is_use_coupon_or_oder choosing a promotion clears the coupons and
 * a coupon removes the promotion, each after a confirmation; a method that a coupon does not allow
 * removes that coupon with a warning; methods 8 and 9 need the 20 THB minimum, installments theirs.
 */
export const useCheckoutSelection = ({ exclusive, promotions, defaultPaymentMethodId, keeper }: Options) => {
  const { notification, notifyKind } = useNotify();
  const { t } = useTranslation();
  const [selection, setSelection] = useState<CheckoutSelection>(() =>
    emptySelection(DEFAULT_WITHHOLDING_PERCENT),
  );
  const update = useCallback(
    (change: Partial<CheckoutSelection>) => setSelection((current) => ({ ...current, ...change })),
    [],
  );
  const autoSelected = useRef(false);
  // Defaults wait for the kept choices: the buyer's own choices come first.
  const { restoring } = useKeptChoices(keeper, selection, setSelection);

  useEffect(() => {
    if (!restoring && selection.paymentMethodId === null && defaultPaymentMethodId !== null)
      update({ paymentMethodId: defaultPaymentMethodId });
  }, [defaultPaymentMethodId, selection.paymentMethodId, update, restoring]);

  useEffect(() => {
    if (promotions === null || restoring) return;
    const chosenApplies = promotions.some((item) => item.promotion.id === selection.promotionId);
    if (selection.promotionId !== null && !chosenApplies) update({ promotionId: null });
    if (autoSelected.current || promotions.length === 0) return;
    autoSelected.current = true;
    const [best] = promotions;
    if (best && selection.promotionId === null && !(exclusive && selection.coupons.length > 0))
      update({ promotionId: best.promotion.id });
  }, [promotions, selection.promotionId, selection.coupons.length, exclusive, update, restoring]);

  const choosePromotion = (promotionId: number) => {
    if (!(exclusive && selection.coupons.length > 0)) {
      update({ promotionId });
      return;
    }
    askToConfirm({
      title: t('checkout.promotion.confirmTitle'),
      content: t('checkout.promotion.confirmClearsCoupons'),
      okText: t('checkout.common.confirm'),
      cancelText: t('checkout.common.cancel'),
      onOk: () => update({ promotionId, coupons: [] }),
    });
  };

  const addCoupon = (coupon: Coupon) => {
    const add = (clearPromotion: boolean) =>
      setSelection((current) => ({
        ...current,
        coupons: [...current.coupons, coupon],
        promotionId: clearPromotion ? null : current.promotionId,
      }));
    if (!(exclusive && selection.promotionId !== null)) {
      add(false);
      return;
    }
    askToConfirm({
      title: t('checkout.coupon.confirmTitle'),
      content: t('checkout.coupon.confirmRemovesPromotion'),
      okText: t('checkout.common.confirm'),
      cancelText: t('checkout.common.cancel'),
      onOk: () => add(true),
    });
  };

  const removeCoupon = (couponId: number) =>
    setSelection((current) => ({
      ...current,
      coupons: current.coupons.filter((coupon) => coupon.id !== couponId),
    }));

  /** `amount`: the amount to pay now, for the minimums of methods 8, 9 and 10; null while unknown. */
  const choosePaymentMethod = (methodId: number, amount: { total: number; currency: Currency } | null) => {
    const belowMinimum = amount && methodAmountRefusal(methodId, amount.total, amount.currency);
    if (belowMinimum) {
      notification.warning({ title: methodMinimumText(belowMinimum), duration: 5 });
      return;
    }
    const refused = couponsRefusedByPaymentMethod(selection.coupons, methodId);
    for (const { warning } of refused) notifyKind('invalidCoupon', warning[currentLocale()]);
    const refusedIds = new Set(refused.map(({ coupon }) => coupon.id));
    update({
      paymentMethodId: methodId,
      coupons: selection.coupons.filter((coupon) => !refusedIds.has(coupon.id)),
    });
  };

  const setWithholding = (requested: boolean, percent: WithholdingPercent = selection.withholding.percent) =>
    update({ withholding: { requested, percent } });

  return {
    selection,
    restoring,
    choosePromotion,
    addCoupon,
    removeCoupon,
    choosePaymentMethod,
    setWithholding,
    chooseAddress: (addressId: number | null) => update({ addressId }),
    chooseFeeOption: (feeOptionId: number | null) => update({ feeOptionId }),
  };
};

export type CheckoutSelectionApi = ReturnType<typeof useCheckoutSelection>;
