import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { DroppedCoupon } from '@shop/contract/cart/cart';
import { useNotify } from '../../../hooks/use-notify';
import { errorMessage } from '../../../lib/texts';
import type { CheckoutSelection } from '../lib/checkout-types';
import { keptPartOf, selectionOfKept, type ChoicesKeeper } from '../lib/kept-choices';

/**
 * Keeps the checkout's selection in the cart on the server: it is read back once per cart (on
 * load, and again when signing in turns the visitor's cart into the user's), every change after
 * that is sent, and a coupon the server dropped (used up, expired, no longer fitting the cart) is
 * taken off with a message saying why. `restoring` is true until the kept choices are in place.
 */
export const useKeptChoices = (
  keeper: ChoicesKeeper | undefined,
  selection: CheckoutSelection,
  setSelection: Dispatch<SetStateAction<CheckoutSelection>>,
) => {
  const { t } = useTranslation();
  const { notifyKind } = useNotify();
  const [restoredKey, setRestoredKey] = useState<string | null>(null);
  const sent = useRef<string | null>(null);
  const announced = useRef<unknown>(null);
  const kept = keeper?.kept ?? null;
  const restoring = keeper !== undefined && kept?.key !== restoredKey;

  useEffect(() => {
    if (kept === null || kept.key === restoredKey) return;
    const restored = selectionOfKept(kept.choices);
    sent.current = keptPartOf(restored);
    setSelection(restored);
    setRestoredKey(kept.key);
  }, [kept, restoredKey, setSelection]);

  const choices = kept?.choices;
  useEffect(() => {
    if (!choices || announced.current === choices) return;
    announced.current = choices;
    const dropped = choices.dropped_coupons;
    if (dropped.length === 0) return;
    const droppedText = (coupon: DroppedCoupon) =>
      coupon.code === null
        ? t('checkout.coupon.droppedGone')
        : t('checkout.coupon.dropped', { code: coupon.code, reason: errorMessage(coupon.reason) });
    notifyKind('invalidCoupon', dropped.map(droppedText).join('\n'));
    const ids = new Set(dropped.map((coupon) => coupon.coupon_id));
    setSelection((current) => ({
      ...current,
      coupons: current.coupons.filter((coupon) => !ids.has(coupon.id)),
    }));
  }, [choices, notifyKind, setSelection, t]);

  const keep = keeper?.keep;
  useEffect(() => {
    if (!keep || restoring) return;
    const part = keptPartOf(selection);
    if (part === sent.current) return;
    sent.current = part;
    keep(selection);
  }, [keep, restoring, selection]);

  return { restoring };
};
