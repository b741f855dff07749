import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, SANDBOX_BILLER_ID, thaiQrBillPayload } from './thai-qr-payload';

/** Reads an EMVCo payload's top-level fields into id -> value. */
const fieldsOf = (payload: string) => {
  const fields = new Map<string, string>();
  for (let at = 0; at < payload.length;) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
};

describe('the Thai QR bill payment payload of a QR Cash transaction', () => {
  it('computes CRC-16/CCITT-FALSE as PromptPay expects (research §7 vectors)', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    expect(crc16CcittFalse('00020101021129370016A000000677010111011300668012345675802TH53037646304')).toBe(
      '6197',
    );
  });

  it('is a dynamic bill payment for the amount, with both references and a valid CRC', () => {
    const payload = thaiQrBillPayload({ satang: 266_430, ref1: 'k3x9a2b', ref2: 'gbp123456' });
    const fields = fieldsOf(payload);

    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(fields.get('30')).toBe(
      `0016A00000067701011201${String(SANDBOX_BILLER_ID.length)}${SANDBOX_BILLER_ID}0207K3X9A2B0309GBP123456`,
    );
    expect(fields.get('53')).toBe('764');
    expect(fields.get('54')).toBe('2664.30');
    expect(fields.get('58')).toBe('TH');
    expect(fields.get('63')).toBe(crc16CcittFalse(payload.slice(0, -4)));
  });
});
