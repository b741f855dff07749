import { bahttext } from 'bahttext';
import type { Currency } from '@shop/domain/money/currency';

/**
 * An amount in Thai words as Thai documents print it under the total ("หนึ่งพันบาทถ้วน",
 * "...บาทห้าสิบสตางค์"). Only baht have such words; a USD document prints none.
 */
export const amountInThaiWords = (amountMinor: number, currency: Currency): string => {
  if (currency !== 'THB') return '';
  const baht = Math.trunc(amountMinor / 100);
  const satang = Math.abs(amountMinor % 100);
  // Given as text, so no binary fraction turns 0.29 into 28 satang.
  return bahttext(`${String(baht)}.${String(satang).padStart(2, '0')}`);
};
