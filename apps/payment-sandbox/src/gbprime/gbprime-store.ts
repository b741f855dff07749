import type { GbStoredCard, GbTxn } from './gbprime-objects';

/** One plugin instance's GB Prime Pay state; nothing is module-global. */
export const createGbPrimeStore = () => {
  const store = {
    cards: new Map<string, GbStoredCard>(),
    /** By `referenceNo`, the merchant's key for every call. */
    txns: new Map<string, GbTxn>(),
    areWebhooksEnabled: true,
    /** A transaction by the merchant's `referenceNo` or GB's own `gbpReferenceNo`. */
    find: (ref: string): GbTxn | null =>
      store.txns.get(ref) ?? [...store.txns.values()].find((txn) => txn.gbpReferenceNo === ref) ?? null,
    reset: () => {
      store.cards.clear();
      store.txns.clear();
      store.areWebhooksEnabled = true;
    },
  };
  return store;
};

export type GbPrimeStore = ReturnType<typeof createGbPrimeStore>;
