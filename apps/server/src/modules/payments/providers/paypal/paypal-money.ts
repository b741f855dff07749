/** Minor units (150000) -> PayPal's decimal string ("1500.00"); THB and USD both have two decimals. */
export const toPayPalValue = (minor: number): string =>
  `${String(Math.floor(minor / 100))}.${String(minor % 100).padStart(2, '0')}`;

/** PayPal's decimal string -> minor units, without floating point; null when it is not a plain amount. */
export const fromPayPalValue = (value: string): number | null => {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match?.[1]) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};
