import type { Widen } from '../../widen';

/** Texts of SCB QR (4). */
export const scbQrTh = {
  scbQr: {
    pay: 'ชำระเงิน',
  },
};

export const scbQrEn: Widen<typeof scbQrTh> = {
  scbQr: {
    pay: 'Pay',
  },
};
