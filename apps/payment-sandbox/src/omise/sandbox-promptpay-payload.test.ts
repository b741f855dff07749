import { describe, expect, it } from 'vitest';
import { SANDBOX_PROMPTPAY_ID, sandboxPromptPayPayload } from './sandbox-promptpay-payload';

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), written here independently of the library. */
const crc16 = (text: string): string => {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'ascii')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
};

/** Top-level EMVCo tags: two-digit id, two-digit length, value. */
const tagsOf = (payload: string): Map<string, string> => {
  const tags = new Map<string, string>();
  for (let at = 0; at < payload.length;) {
    const length = Number(payload.slice(at + 2, at + 4));
    tags.set(payload.slice(at, at + 2), payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return tags;
};

describe('the sandbox PromptPay payload', () => {
  it('builds a valid EMVCo PromptPay payload with the baht amount and a correct CRC', () => {
    const payload = sandboxPromptPayPayload(123_450);
    const tags = tagsOf(payload);

    expect(payload).toContain('A000000677010111');
    expect(payload).toContain('5303764');
    expect(tags.get('00')).toBe('01');
    expect(tags.get('01')).toBe('12');
    expect(tags.get('29')).toBe(
      `0016A00000067701011102${String(SANDBOX_PROMPTPAY_ID.length)}${SANDBOX_PROMPTPAY_ID}`,
    );
    expect(tags.get('58')).toBe('TH');
    expect(tags.get('54')).toBe('1234.50');
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
  });

  it('uses a tax id with a valid Thai check digit as the merchant', () => {
    const digits = Array.from(SANDBOX_PROMPTPAY_ID, Number);
    const sum = digits.slice(0, 12).reduce((total, digit, index) => total + digit * (13 - index), 0);

    expect(digits).toHaveLength(13);
    expect((11 - (sum % 11)) % 10).toBe(digits[12]);
  });
});
