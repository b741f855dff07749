import type { Widen } from '../../widen';

/** Texts of PayPal (2). */
export const payPalTh = {
  payPal: {
    pay: 'ชำระเงิน',
  },
};

export const payPalEn: Widen<typeof payPalTh> = {
  payPal: {
    pay: 'Pay',
  },
};
