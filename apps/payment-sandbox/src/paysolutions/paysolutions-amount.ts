const DECIMAL = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** A form's `total` ("1500.00", or the documented whole number "1500") in satang; null otherwise. */
export const parseFormTotal = (value: unknown): number | null => {
  const match = typeof value === 'string' ? DECIMAL.exec(value.trim()) : null;
  if (!match?.[1]) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
};

/** 150050 satang -> "1500.50", as the postback carries it. */
export const decimalTotal = (satang: number): string =>
  `${String(Math.floor(satang / 100))}.${String(satang % 100).padStart(2, '0')}`;
