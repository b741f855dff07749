import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSiteSettings } from '../../settings/api/site-settings';
import { afterPayment, REDIRECT_DELAY_MS } from '../lib/after-payment';

/**
 * Leaves the payment step after spec 2's delays. A pending leave is dropped if the page goes away
 * first, so a late timer never pulls the buyer off a page they chose.
 */
export const useLeaveAfterPayment = () => {
  const navigate = useNavigate();
  const settings = useSiteSettings();
  const timer = useRef<number | undefined>(undefined);
  const isThankYouPage = settings.data?.is_thank_you_page;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const leave = useCallback(
    (path: string, delayMs: number) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void navigate(path), delayMs);
    },
    [navigate],
  );

  return useMemo(
    () => ({
      /** Thank-you page (with the token, or none) after 0.5 s, else the order list after `ordersDelayMs`. */
      toThankYouOrOrders: (orderToken: string | null, ordersDelayMs: number) => {
        const target = afterPayment({ isThankYouPage, orderToken, ordersDelayMs });
        leave(target.path, target.delayMs);
      },
      /** The order list after 0.5 s (a refused payment). */
      toOrders: () => leave(paths.myOrders(), REDIRECT_DELAY_MS),
      /** Where 'notify later' goes, at once. */
      notifyLaterPath: (orderToken: string | null) =>
        afterPayment({ isThankYouPage, orderToken, ordersDelayMs: 0 }).path,
    }),
    [isThankYouPage, leave],
  );
};
