import type { TFunction } from 'i18next';
import type { SubmitBlocker } from '@shop/domain/checkout/submit-blockers';
import type { CheckoutLine } from './checkout-types';

/** What the buyer still has to do, in their language, for one thing that holds the order back. */
export const blockerText = (blocker: SubmitBlocker, lines: readonly CheckoutLine[], t: TFunction): string => {
  switch (blocker.reason) {
    case 'cartEmpty':
      return t('checkout.blockers.cartEmpty');
    case 'creatingOrder':
      return t('checkout.blockers.creatingOrder');
    case 'planMissing': {
      const name = lines.find((line) => line.courseId === blocker.courseId)?.name ?? '';
      return t('checkout.blockers.planMissing', { name });
    }
    case 'paymentMethodMissing':
      return t('checkout.blockers.paymentMethodMissing');
    case 'addressMissing':
      return t('checkout.blockers.addressMissing');
    case 'feeMissing':
      return t('checkout.blockers.feeMissing');
  }
};
