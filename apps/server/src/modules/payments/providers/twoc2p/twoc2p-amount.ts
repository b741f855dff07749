/**
 * 2C2P PGW v4.3 carries amounts as decimals of the major unit ("2664.30"), never minor units.
 * These conversions are exact: the text is parsed digit by digit, never through float arithmetic.
 */

/** 266430 satang -> "2664.30". */
export const decimalFromMinor = (minor: number): string => {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new RangeError(`decimalFromMinor: not a whole non-negative amount: ${String(minor)}`);
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  return `${String(whole)}.${String(cents).padStart(2, '0')}`;
};

const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2})0*)?$/;

/**
 * "2664.30", "2664.3", 2664.3 or "002664.30" -> 266430; anything with more than two significant
 * decimals, a sign or an exponent -> null (2C2P never sends those for THB or USD).
 */
export const minorFromDecimal = (value: unknown): number | null => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const minor = whole * 100 + cents;
  return Number.isSafeInteger(minor) ? minor : null;
};
