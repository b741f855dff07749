import type { Widen } from '../widen';
import { onlineEn, onlineTh } from './payments/online-texts';
import { returnEn, returnTh } from './payments/return-texts';
import { stepEn, stepTh } from './payments/step-texts';
import { transferEn, transferTh } from './payments/transfer-texts';

/**
 * Texts of the payment step, its method panels and the payment return screen. The shop may
 * override any of them in its custom texts by key, e.g. `payments.notifyDialog.title`.
 */
export const paymentsTh = {
  ...stepTh,
  ...transferTh,
  ...onlineTh,
  ...returnTh,
};

export const paymentsEn: Widen<typeof paymentsTh> = {
  ...stepEn,
  ...transferEn,
  ...onlineEn,
  ...returnEn,
};
