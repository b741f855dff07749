/** Satang as SCB writes baht: a string with two decimals, 150000 -> "1500.00". Integer arithmetic only. */
export const scbAmount = (minor: number): string => {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new RangeError(`not an amount in satang: ${String(minor)}`);
  return `${String(Math.floor(minor / 100))}.${String(minor % 100).padStart(2, '0')}`;
};

/**
 * An amount SCB reports ("1500.00", "1500.5", "1500", or the same as a JSON number) in satang,
 * exactly; null for anything else (more than two decimals, a sign, an exponent).
 */
export const minorFromScb = (value: unknown): number | null => {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const baht = Number(match[1]);
  const satang = Number((match[2] ?? '').padEnd(2, '0'));
  return baht * 100 + satang;
};

/** ISO 4217 numeric codes SCB may report; an unknown one passes as it is and never matches an order. */
const CURRENCIES: Readonly<Record<string, string>> = { '764': 'THB', '840': 'USD' };

export const currencyFromScb = (code: unknown): string => {
  const text = typeof code === 'number' ? String(code) : typeof code === 'string' ? code.trim() : '';
  // A Thai QR (tag 30) payment can only be in baht, so a missing code means baht.
  if (text === '') return 'THB';
  return CURRENCIES[text] ?? (/^[A-Za-z]{3}$/.test(text) ? text.toUpperCase() : `ISO-${text}`);
};
