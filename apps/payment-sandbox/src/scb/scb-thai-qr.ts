import { toBuffer } from 'qrcode';

/** Thai QR bill payment (tag 30) application id (research §7). */
const BILL_PAYMENT_AID = 'A000000677010112';

const tlv = (tag: string, value: string): string => `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection), 4 upper-case hex digits. */
export const crc16 = (text: string): string => {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
};

export type BillPaymentQr = {
  billerId: string;
  ref1: string;
  ref2: string | null;
  ref3: string | null;
  /** Baht with two decimals. */
  amount: string;
};

/**
 * The EMVCo payload a banking app scans: a dynamic Thai QR tag 30 with the biller id and
 * references, baht (764), the amount, and ref3 as the terminal label of tag 62 [S: where SCB's
 * own QRs carry ref3], closed by the CRC over everything up to "6304".
 */
export const billPaymentPayload = (qr: BillPaymentQr): string => {
  const merchant =
    tlv('00', BILL_PAYMENT_AID) +
    tlv('01', qr.billerId) +
    tlv('02', qr.ref1) +
    (qr.ref2 ? tlv('03', qr.ref2) : '');
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('30', merchant) +
    tlv('53', '764') +
    tlv('54', qr.amount) +
    tlv('58', 'TH') +
    (qr.ref3 ? tlv('62', tlv('07', qr.ref3)) : '') +
    '6304';
  return body + crc16(body);
};

/** The QR image SCB answers: a PNG, base64. */
export const qrImageBase64 = async (payload: string): Promise<string> =>
  (await toBuffer(payload, { type: 'png', margin: 2, width: 300 })).toString('base64');
