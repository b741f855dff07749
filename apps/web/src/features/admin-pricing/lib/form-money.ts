import { MINOR_PER_MAJOR } from '@shop/domain/money/currency';

/** Baht or dollars in a form to minor units on the wire (and back); empty stays empty. */
export const toMinor = (major: number | null | undefined, currency: 'THB' | 'USD') =>
  major === null || major === undefined ? null : Math.round(major * MINOR_PER_MAJOR[currency]);

export const toMajor = (minor: number | null, currency: 'THB' | 'USD') =>
  minor === null ? null : minor / MINOR_PER_MAJOR[currency];
