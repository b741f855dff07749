/** One payment the "bank" made on a QR, as SCB's inquiry and confirmation report it. */
export type ScbPayment = {
  transactionId: string;
  /** Baht with two decimals, as SCB writes it. */
  amount: string;
  paidAt: Date;
  /** The payer's bank; 014 is SCB. */
  sendingBankCode: string;
};

/** The shop's answer to one confirmation; `acknowledged` when it was SCB's `resCode: "00"`. */
export type ScbDelivery = {
  transactionId: string;
  status: number;
  body: string;
  acknowledged: boolean;
  /** The reply arrived but the sandbox behaved as if it had timed out (control `loseReplies`). */
  lost: boolean;
};

/** A QR made by `qrcode/create` (v1 or v2). */
export type StoredQr = {
  qrId: string;
  version: 1 | 2;
  billerId: string;
  ref1: string;
  ref2: string | null;
  ref3: string | null;
  amount: string;
  /** v2: how many payments it takes (null: any number). */
  numberOfTimes: number | null;
  /** v2's expiryDate; null for v1 QRs, which never expire. */
  expiresAt: Date | null;
  createdAt: Date;
  qrRawData: string;
  qrImage: string;
  payments: ScbPayment[];
  deliveries: ScbDelivery[];
  /** Replies to the next confirmations to treat as lost. */
  repliesToLose: number;
};

/** `POST /__control/scb/next-create`: the next QR create is refused with this. */
export type CreateRefusal = { httpStatus: number; code: number; description: string };

/** SCB's token lifetime (research §4: 30 minutes). */
export const DEFAULT_TOKEN_TTL_SECONDS = 1800;

/** One plugin instance's SCB state; nothing here is module-global, so apps in one process stay apart. */
export const createScbStore = () => {
  const store = {
    /** Issued bearer tokens and when each ends (ms). */
    tokens: new Map<string, number>(),
    tokenTtlSeconds: DEFAULT_TOKEN_TTL_SECONDS,
    qrs: new Map<string, StoredQr>(),
    nextCreate: null as CreateRefusal | null,
    areWebhooksEnabled: true,
    /** Overrides SCB's 12 s between confirmation retries (tests of the shop). */
    retryIntervalMs: null as number | null,
    /** The latest QR with this ref1. */
    qrByRef1: (ref1: string): StoredQr | null =>
      [...store.qrs.values()].filter((qr) => qr.ref1 === ref1).at(-1) ?? null,
    reset: () => {
      store.tokens.clear();
      store.tokenTtlSeconds = DEFAULT_TOKEN_TTL_SECONDS;
      store.qrs.clear();
      store.nextCreate = null;
      store.areWebhooksEnabled = true;
      store.retryIntervalMs = null;
    },
  };
  return store;
};

export type ScbStore = ReturnType<typeof createScbStore>;
