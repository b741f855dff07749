import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paymentUnderWayPath } from '../lib/payment-under-way';

/**
 * Every payment panel's start asks this first when the start fails: a payment of the order that
 * may already have happened takes the buyer to the return screen, which shows "checking your
 * payment" and the answer when it comes, never an error that invites paying again. Answers
 * whether it did; when it did not, the panel shows the failure as it always did.
 */
export const usePaymentUnderWay = (orderId: number) => {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown): boolean => {
      const path = paymentUnderWayPath(error, orderId);
      if (path === null) return false;
      void navigate(path);
      return true;
    },
    [navigate, orderId],
  );
};
