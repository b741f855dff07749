import { describe, expect, it } from 'vitest';
import { billPaymentPayload, crc16, qrImageBase64 } from './scb-thai-qr';

/** Reads EMVCo TLV: two-digit tag, two-digit length, value. */
const readTlv = (payload: string): Map<string, string> => {
  const fields = new Map<string, string>();
  for (let at = 0; at < payload.length;) {
    const length = Number(payload.slice(at + 2, at + 4));
    fields.set(payload.slice(at, at + 2), payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
};

describe('the Thai QR the SCB sandbox makes', () => {
  it('computes CRC-16/CCITT-FALSE as PromptPay does', () => {
    expect(crc16('123456789')).toBe('29B1');
    const promptPay = '00020101021129370016A000000677010111011300668012345675802TH53037646304';
    expect(crc16(promptPay)).toBe('6197');
  });

  it('is a dynamic bill payment (tag 30) with the biller, the references, baht and the amount', () => {
    const payload = billPaymentPayload({
      billerId: '311040039475101',
      ref1: 'O12A34D260115',
      ref2: null,
      ref3: 'SCB34',
      amount: '2664.30',
    });

    const fields = readTlv(payload);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(Object.fromEntries(readTlv(fields.get('30') ?? ''))).toEqual({
      '00': 'A000000677010112',
      '01': '311040039475101',
      '02': 'O12A34D260115',
    });
    expect(fields.get('53')).toBe('764');
    expect(fields.get('54')).toBe('2664.30');
    expect(fields.get('58')).toBe('TH');
    expect(readTlv(fields.get('62') ?? '').get('07')).toBe('SCB34');
    expect(fields.get('63')).toBe(crc16(payload.slice(0, -4)));
  });

  it('draws the payload as a PNG', async () => {
    const image = Buffer.from(await qrImageBase64('000201'), 'base64');

    expect(image.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });
});
