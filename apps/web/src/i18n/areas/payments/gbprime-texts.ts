import type { Widen } from '../../widen';

/** Texts of GB Prime Pay card and PromptPay (11, 12). */
export const gbPrimeTh = {
  gbPrime: {
    pay: 'ชำระเงิน',
  },
};

export const gbPrimeEn: Widen<typeof gbPrimeTh> = {
  gbPrime: {
    pay: 'Pay',
  },
};
