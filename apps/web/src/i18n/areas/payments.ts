import type { Widen } from '../widen';
import { gbPrimeEn, gbPrimeTh } from './payments/gbprime-texts';
import { onlineEn, onlineTh } from './payments/online-texts';
import { payPalEn, payPalTh } from './payments/paypal-texts';
import { paySolutionsEn, paySolutionsTh } from './payments/paysolutions-texts';
import { scbQrEn, scbQrTh } from './payments/scb-texts';
import { twoC2pEn, twoC2pTh } from './payments/twoc2p-texts';
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
  ...payPalTh,
  ...twoC2pTh,
  ...scbQrTh,
  ...gbPrimeTh,
  ...paySolutionsTh,
  ...returnTh,
};

export const paymentsEn: Widen<typeof paymentsTh> = {
  ...stepEn,
  ...transferEn,
  ...onlineEn,
  ...payPalEn,
  ...twoC2pEn,
  ...scbQrEn,
  ...gbPrimeEn,
  ...paySolutionsEn,
  ...returnEn,
};
