/** Currencies the shop prices in; every amount is an integer of the currency's minor unit. */
export const CURRENCIES = ['THB', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Minor units per major unit: satang per baht, cents per dollar. */
export const MINOR_PER_MAJOR: Readonly<Record<Currency, number>> = { THB: 100, USD: 100 };
