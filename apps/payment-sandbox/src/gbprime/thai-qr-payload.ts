/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection), as EMVCo QR payloads end with. */
export const crc16CcittFalse = (text: string): string => {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
};

/** One EMVCo TLV field: 2-digit id, 2-digit length, value. */
const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** The sandbox merchant's biller id: a tax id with a valid check digit, and suffix 01. */
export const SANDBOX_BILLER_ID = '010556123456001';

/**
 * A Thai QR bill payment (tag 30, AID A000000677010112: what QR Cash issuers such as GB print)
 * for `satang`, with the merchant's reference as ref1 and GB's as ref2: a dynamic PromptPay
 * payload any Thai banking app reads (research §7).
 */
export const thaiQrBillPayload = (input: { satang: number; ref1: string; ref2: string }): string => {
  const merchant =
    field('00', 'A000000677010112') +
    field('01', SANDBOX_BILLER_ID) +
    field('02', input.ref1.toUpperCase().slice(0, 20)) +
    field('03', input.ref2.toUpperCase().slice(0, 20));
  const body =
    field('00', '01') +
    field('01', '12') +
    field('30', merchant) +
    field('53', '764') +
    field('54', (input.satang / 100).toFixed(2)) +
    field('58', 'TH') +
    '6304';
  return `${body}${crc16CcittFalse(body)}`;
};
