import type { OmiseCharge, OmiseEvent, OmiseRefund, OmiseSource, OmiseToken } from './omise-objects';

/** A token and the number it stands for; the number decides the charge's outcome. */
export type StoredToken = { token: OmiseToken; number: string };

/** A QR image's address: only the holder of the random token can download it. */
export type StoredDocument = { chargeId: string; downloadToken: string };

/** `POST /__control/omise/next-charge`: the next card charge takes this outcome, whatever the card. */
export type NextChargeOverride = {
  outcome: 'successful' | 'failed' | 'pending-3ds';
  failureCode: string | null;
};

/** What a repeated request with the same idempotency key is answered: the first answer. */
export type IdempotentAnswer = { statusCode: number; body: unknown };

/**
 * How long a new charge stays out of search results. Omise's search is served from an index that
 * follows the charges, so a charge just made may not be found yet; the sandbox keeps that lag so
 * the shop's look-up is tested against it. `POST /__control/omise/search-lag` changes it.
 */
export const DEFAULT_SEARCH_LAG_MS = 2000;

/** One plugin instance's Omise state; nothing here is module-global, so apps in one process stay apart. */
export const createOmiseStore = () => {
  const store = {
    tokens: new Map<string, StoredToken>(),
    sources: new Map<string, { source: OmiseSource; isUsed: boolean }>(),
    charges: new Map<string, OmiseCharge>(),
    events: new Map<string, OmiseEvent>(),
    documents: new Map<string, StoredDocument>(),
    refunds: new Map<string, OmiseRefund>(),
    /** By idempotency key, method and path. */
    idempotentAnswers: new Map<string, IdempotentAnswer>(),
    nextCharge: null as NextChargeOverride | null,
    areWebhooksEnabled: true,
    searchLagMs: DEFAULT_SEARCH_LAG_MS,
    reset: () => {
      store.tokens.clear();
      store.sources.clear();
      store.charges.clear();
      store.events.clear();
      store.documents.clear();
      store.refunds.clear();
      store.idempotentAnswers.clear();
      store.nextCharge = null;
      store.areWebhooksEnabled = true;
      store.searchLagMs = DEFAULT_SEARCH_LAG_MS;
    },
  };
  return store;
};

export type OmiseStore = ReturnType<typeof createOmiseStore>;
