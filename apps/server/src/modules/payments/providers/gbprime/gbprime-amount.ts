/** Minor units as GB's decimal baht string, exactly: 150000 -> "1500.00", 266430 -> "2664.30". */
export const toGbPrimeAmount = (minor: number): string => {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new Error(`not an amount in minor units: ${String(minor)}`);
  return `${String(Math.trunc(minor / 100))}.${String(minor % 100).padStart(2, '0')}`;
};

/**
 * An amount GB reports (a JSON number of baht, or a decimal string) in minor units; null for
 * anything that is not a non-negative amount with at most two decimals.
 */
export const fromGbPrimeAmount = (value: unknown): number | null => {
  const text = typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : value;
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match?.[1]) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};

const CURRENCIES: Readonly<Record<string, string>> = { '764': 'THB', '840': 'USD' };

/**
 * GB's ISO 4217 numeric currency code as the shop's letter code. An unknown code stays visibly
 * foreign (it can never equal the order's currency, so the payment is flagged); an absent one is
 * THB, the only currency GB's Thai card and QR Cash accounts take (research §3, [S]).
 */
export const fromGbPrimeCurrency = (code: string | number | null | undefined): string => {
  if (code === undefined || code === null || code === '') return 'THB';
  const text = String(code);
  return CURRENCIES[text] ?? `ISO4217:${text}`;
};
