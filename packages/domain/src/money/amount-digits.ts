import { MINOR_PER_MAJOR, type Currency } from './currency';

/**
 * An amount of minor units in the digits both of the shop's languages write it with: Western
 * digits, a comma between thousands and `decimals` decimals, rounded half away from zero as
 * Intl.NumberFormat rounds ("-1,234,567.50"). Written out rather than with Intl.NumberFormat: the
 * first Thai number format a browser makes loads the locale's data, 20 to 40 ms of a page's
 * start (four times that on a mid-range phone), and the answer is the same (see the test).
 */
export const amountDigits = (amountMinor: number, currency: Currency, decimals: 0 | 2): string => {
  const units = Math.round((Math.abs(amountMinor) * 10 ** decimals) / MINOR_PER_MAJOR[currency]);
  const text = String(units).padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = amountMinor < 0 || Object.is(amountMinor, -0) ? '-' : '';
  return decimals === 0 ? `${sign}${whole}` : `${sign}${whole}.${text.slice(-decimals)}`;
};
