import type { OmiseCharge, OmiseEvent, OmiseSource, OmiseToken } from './omise-objects';

/** A token and the number it stands for; the number decides the charge's outcome. */
export type StoredToken = { token: OmiseToken; number: string };

/** A QR image's address: only the holder of the random token can download it. */
export type StoredDocument = { chargeId: string; downloadToken: string };

/** `POST /__control/omise/next-charge`: the next card charge takes this outcome, whatever the card. */
export type NextChargeOverride = {
  outcome: 'successful' | 'failed' | 'pending-3ds';
  failureCode: string | null;
};

/** One plugin instance's Omise state; nothing here is module-global, so apps in one process stay apart. */
export const createOmiseStore = () => {
  const store = {
    tokens: new Map<string, StoredToken>(),
    sources: new Map<string, { source: OmiseSource; isUsed: boolean }>(),
    charges: new Map<string, OmiseCharge>(),
    events: new Map<string, OmiseEvent>(),
    documents: new Map<string, StoredDocument>(),
    nextCharge: null as NextChargeOverride | null,
    areWebhooksEnabled: true,
    reset: () => {
      store.tokens.clear();
      store.sources.clear();
      store.charges.clear();
      store.events.clear();
      store.documents.clear();
      store.nextCharge = null;
      store.areWebhooksEnabled = true;
    },
  };
  return store;
};

export type OmiseStore = ReturnType<typeof createOmiseStore>;
