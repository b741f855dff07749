/** The byte-order mark that makes Excel read a CSV file as UTF-8 (Thai stays Thai). */
export const CSV_BOM = '\uFEFF';

/** Text a spreadsheet would run as a formula (or a command, after a tab or a carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A value in one cell: numbers as they are, text guarded against formula injection and quoted when needed. */
export type CsvValue = string | number | null;

/**
 * One cell. Text starting with = + - @ (or a tab or carriage return) gets a leading `'`, so a
 * spreadsheet shows it instead of running it (OWASP "CSV injection"); text with a comma, quote or
 * line break is quoted, quotes doubled. Numbers are the shop's own and are written as they are.
 */
export const csvCell = (value: CsvValue): string => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
};

/** One record, ended by CRLF as RFC 4180 says. */
export const csvLine = (values: readonly CsvValue[]): string => `${values.map(csvCell).join(',')}\r\n`;

/** Minor units as a decimal with 2 places (`123456` -> `1234.56`), without thousands separators. */
export const csvAmount = (minor: number): string => {
  const sign = minor < 0 ? '-' : '';
  const units = Math.abs(minor);
  return `${sign}${String(Math.floor(units / 100))}.${String(units % 100).padStart(2, '0')}`;
};
