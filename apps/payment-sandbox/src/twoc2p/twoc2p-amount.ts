const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "2664.30" or 2664.3 -> 266430; null for anything that is not a plain amount with two decimals at most. */
export const minorOf = (value: unknown): number | null => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = DECIMAL.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};

/** 266430 -> "2664.30", as 2C2P writes amounts in its answers. */
export const decimalOf = (minor: number): string =>
  `${String(Math.floor(minor / 100))}.${String(minor % 100).padStart(2, '0')}`;
