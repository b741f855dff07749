/**
 * GB's decimal baht ("1500.00", or the JSON number 1500.5 its plugins send) as whole satang;
 * null for anything that is not a positive amount with at most two decimals.
 */
export const parseGbPrimeAmount = (value: unknown): number | null => {
  const text = typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : value;
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match?.[1]) return null;
  const satang = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return satang > 0 ? satang : null;
};

/** Satang as GB writes amounts in its answers: a JSON number of baht (150000 -> 1500). */
export const gbPrimeAmountNumber = (satang: number): number => satang / 100;
