const TWELVE_DIGITS = /^\d{12}$/;
const THIRTEEN_DIGITS = /^\d{13}$/;

/** The check digit of a Thai tax id from its first 12 digits (weights 13..2, mod 11); null if not 12 digits. */
export const thaiTaxIdCheckDigit = (first12: string): number | null => {
  if (!TWELVE_DIGITS.test(first12)) return null;
  const sum = Array.from(first12).reduce((total, digit, index) => total + Number(digit) * (13 - index), 0);
  return (11 - (sum % 11)) % 10;
};

/** Whether `text` is exactly 13 digits whose last digit is the Thai checksum of the first 12. */
export const isValidThaiTaxId = (text: string): boolean =>
  THIRTEEN_DIGITS.test(text) && thaiTaxIdCheckDigit(text.slice(0, 12)) === Number(text.slice(12));
