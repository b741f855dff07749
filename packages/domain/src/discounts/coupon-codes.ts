/**
 * Capitals and digits a person reads back without doubt (no I, O, 0 or 1): 32 symbols, so a
 * random byte masked to its low 5 bits picks one without bias.
 */
export const COUPON_CODE_SYMBOLS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Random symbols in a generated code: 10 x 5 bits = 50 bits, beyond guessing at any request rate. */
export const GENERATED_CODE_LENGTH = 10;

/** What a coupon code may hold: capitals, digits, `-` and `_`, 3 to 40 characters. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/;

/** The stored form of a typed code: trimmed, spaces removed, upper case (codes match ignoring case). */
export const normalizeCouponCode = (code: string): string => code.replace(/\s+/g, '').toUpperCase();

/**
 * A generated code: `prefix` (already normalised, may be empty) and one symbol per random byte.
 * The caller passes cryptographically random bytes; the domain draws none itself.
 */
export const couponCodeFromBytes = (prefix: string, randomBytes: Uint8Array): string => {
  let code = prefix;
  for (const byte of randomBytes) code += COUPON_CODE_SYMBOLS.charAt(byte & 31);
  return code;
};
