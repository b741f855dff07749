/** The coupon's `payment_method` column as it is stored: comma list, JSON array, empty or null. */
export type PaymentMethodScopeInput = string | readonly unknown[] | null | undefined;

const ID_PATTERN = /^\d+$/;

const toMethodId = (entry: unknown): number | null => {
  const text = typeof entry === 'number' ? String(entry) : typeof entry === 'string' ? entry.trim() : '';
  if (!ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

// Brackets and quotes are dropped instead of JSON-parsed, so "[1,2]", '["1","2"]', "1,2" and a
// half-written "[1,2" all read the same way.
const entriesOf = (raw: string): string[] => raw.replace(/[[\]"']/g, '').split(',');

/**
 * The payment method ids a coupon allows, without repeats, in the order written. An empty list
 * means every method. Entries that are not positive whole numbers are ignored.
 */
export const parsePaymentMethodScope = (raw: PaymentMethodScopeInput): number[] => {
  if (raw === null || raw === undefined) return [];
  const entries: readonly unknown[] = typeof raw === 'string' ? entriesOf(raw) : raw;
  const ids = entries.map(toMethodId).filter((id) => id !== null);
  return [...new Set(ids)];
};
