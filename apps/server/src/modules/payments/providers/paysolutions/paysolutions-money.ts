/** Pay Solutions' currency codes (`cc`, `CurrencyCode`), per its legacy module [S] except 00. */
const CURRENCY_CODES: Readonly<Record<string, string>> = {
  '00': 'THB',
  '01': 'USD',
  '02': 'JPY',
  '03': 'SGD',
  '04': 'HKD',
  '05': 'EUR',
  '06': 'GBP',
  '07': 'AUD',
};

/** The shop's one Pay Solutions currency: spec 2 sends `cc` 00 (baht). */
export const THB_CODE = '00';

/** 150050 satang -> "1500.50", exactly (integer arithmetic, no floating point). */
export const toPaySolutionsTotal = (minorUnits: number): string => {
  if (!Number.isSafeInteger(minorUnits) || minorUnits < 0)
    throw new RangeError('amount must be whole satang');
  const baht = Math.floor(minorUnits / 100);
  return `${String(baht)}.${String(minorUnits % 100).padStart(2, '0')}`;
};

const DECIMAL = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * A `Total` as Pay Solutions reports it ("1500.00", "1,500.5", 1500 or 1500.5) in satang, or null
 * when it is not an amount of baht with at most two decimals.
 */
export const parsePaySolutionsTotal = (value: unknown): number | null => {
  const text =
    typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : typeof value === 'string'
        ? value.trim().replaceAll(',', '')
        : '';
  const match = DECIMAL.exec(text);
  if (!match?.[1]) return null;
  const satang = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return Number.isSafeInteger(satang) ? satang : null;
};

/**
 * The ISO code of the currency Pay Solutions reports: its two-digit code, or an ISO code as is.
 * When the answer names none, baht: the form fixed `cc` 00 and the merchant account is in baht.
 */
export const paySolutionsCurrency = (value: unknown): string => {
  const text =
    typeof value === 'number'
      ? String(value).padStart(2, '0')
      : typeof value === 'string'
        ? value.trim()
        : '';
  if (text === '') return 'THB';
  return CURRENCY_CODES[text] ?? text.toUpperCase();
};
