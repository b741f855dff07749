import type { Widen } from '../../widen';

/** Texts of Pay Solutions (13). */
export const paySolutionsTh = {
  paySolutions: {
    pay: 'ชำระเงิน',
  },
};

export const paySolutionsEn: Widen<typeof paySolutionsTh> = {
  paySolutions: {
    pay: 'Pay',
  },
};
