import { gbPrimeEnv } from './gbprime/gbprime-env';
import { omiseEnv } from './omise/omise-env';
import { payPalEnv } from './paypal/paypal-env';
import { paySolutionsEnv } from './paysolutions/paysolutions-env';
import { scbEnv } from './scb/scb-env';
import { twoC2pEnv } from './twoc2p/twoc2p-env';
import { slipVerificationEnv } from '../slip-verification/slip-verification-env';

/**
 * The environment keys of every provider, each written in its folder. A list apart from
 * `provider-list.ts` because the configuration's type is made from these keys while every
 * description reads that configuration; it loads with zod alone, before any adapter.
 */
export const providerEnv = {
  ...omiseEnv,
  ...payPalEnv,
  ...twoC2pEnv,
  ...scbEnv,
  ...gbPrimeEnv,
  ...paySolutionsEnv,
  ...slipVerificationEnv,
};
