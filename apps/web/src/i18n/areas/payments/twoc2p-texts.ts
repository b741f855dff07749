import type { Widen } from '../../widen';

/** Texts of 2C2P card, installments and QR (3, 10, 15). */
export const twoC2pTh = {
  twoC2p: {
    pay: 'ชำระเงิน',
  },
};

export const twoC2pEn: Widen<typeof twoC2pTh> = {
  twoC2p: {
    pay: 'Pay',
  },
};
