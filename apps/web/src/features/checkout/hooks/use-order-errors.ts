import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@shop/contract/http/api-client';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { NotificationKind } from '@shop/domain/errors/notification-kinds';
import type { Currency } from '@shop/domain/money/currency';
import type { OrderRefusal } from '@shop/domain/pricing/price-order-types';
import { formatMoney } from '@shop/domain/money/format-money';
import { paths } from '../../../config/paths';
import { useNotify } from '../../../hooks/use-notify';
import { askToConfirm } from '../../../lib/confirmations';
import { currentLocale, errorMessage } from '../../../lib/texts';
import { refusalsOf, refusalText } from '../lib/refusal-text';

const KIND_OF_CODE: Partial<Record<string, NotificationKind>> = {
  [ErrorCode.SHIPPING_ADDRESS_REQUIRED]: 'requiredShippingAddress',
  [ErrorCode.SHIPPING_FEE_REQUIRED]: 'requiredShippingfee',
  [ErrorCode.EMPTY_CART]: 'emptyCart',
  [ErrorCode.NO_PRICING_PLAN]: 'notFoundPricing',
  [ErrorCode.PRICE_USD_IS_NULL]: 'priceUsdIsNull',
};

type FreshTotals = {
  price: number;
  discount: number;
  shipping_fee: number;
  withholding_price: number;
  total: number;
};

const isFreshTotals = (value: unknown): value is FreshTotals =>
  typeof value === 'object' && value !== null && typeof (value as { total?: unknown }).total === 'number';

/** The unpaid order a TIME_LEFT refusal names, if any. */
const holdingOrderOf = (result: unknown): number | null =>
  refusalsOf(result).find((refusal) => refusal.code === ErrorCode.TIME_LEFT)?.orderId ?? null;

/**
 * Shows an order refusal: fresh totals for PRICE_CHANGED, the unpaid order that holds the item for
 * TIME_LEFT (with the way to pay it), every refusal otherwise.
 */
export const useOrderErrors = (currency: Currency) => {
  const { notifyKind, notifyError } = useNotify();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const showRefusals = useCallback(
    (refusals: readonly OrderRefusal[]) => {
      const [first] = refusals;
      if (!first) return;
      notifyKind(KIND_OF_CODE[first.code] ?? 'fail', refusals.map(refusalText).join('\n'));
    },
    [notifyKind],
  );

  const showError = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) {
        notifyError(error);
        return;
      }
      const result = error.body?.error.result;
      if (error.code === ErrorCode.PRICE_CHANGED && isFreshTotals(result)) {
        const money = (amount: number) => formatMoney(amount, currency, currentLocale());
        askToConfirm({
          title: errorMessage(ErrorCode.PRICE_CHANGED),
          content: t('checkout.order.freshTotals', {
            price: money(result.price),
            discount: money(result.discount),
            shipping: money(result.shipping_fee),
            withholding: money(result.withholding_price),
            total: money(result.total),
          }),
          okText: t('checkout.common.ok'),
        });
        for (const key of ['plans', 'promotions', 'settings', 'student-profile', 'shipping-fees', 'cart'])
          void queryClient.invalidateQueries({ queryKey: [key] });
        return;
      }
      const holdingOrder = error.code === ErrorCode.TIME_LEFT ? holdingOrderOf(result) : null;
      if (holdingOrder !== null) {
        // Not "time to pay has run out": an order of the buyer's own holds it, and it can be paid.
        askToConfirm({
          title: t('checkout.order.heldTitle'),
          content: t('checkout.order.heldBy', { orderId: holdingOrder }),
          okText: t('checkout.order.payHeldOrder', { orderId: holdingOrder }),
          cancelText: t('checkout.order.close'),
          onOk: () => void navigate(paths.cartOrder(holdingOrder)),
        });
        return;
      }
      const refusals = refusalsOf(result);
      if (refusals.length === 0) notifyError(error);
      else showRefusals(refusals);
    },
    [currency, navigate, notifyError, queryClient, showRefusals, t],
  );

  return { showError, showRefusals };
};
