/** A party of a transfer as the service answers it (EasySlip's `sender` / `receiver`). */
export type EasySlipParty = {
  bank: { id: string; name: string; short: string };
  account: {
    name: { th: string; en: string };
    bank?: { type: 'BANKAC'; account: string };
    proxy?: { type: 'NATID' | 'MSISDN' | 'EWALLETID'; account: string };
  };
};

/** A transfer the sandbox's "bank" knows, registered through the control API. */
export type EasySlipTransfer = {
  transRef: string;
  sendingBank: string;
  /** Baht, as the service answers it (1059.3). */
  amount: number;
  /** ISO 8601 in Bangkok time, as the service answers it. */
  date: string;
  sender: EasySlipParty;
  receiver: EasySlipParty;
};

/** One verification the service answered, kept for tests. */
export type EasySlipCall = {
  payload: string;
  checkDuplicate: boolean;
  status: number;
  message: string | null;
};

/** One plugin instance's slip-verification state: the bank's transfers and the slips already verified. */
export const createEasySlipStore = () => {
  const store = {
    transfers: new Map<string, EasySlipTransfer>(),
    verified: new Set<string>(),
    calls: [] as EasySlipCall[],
    reset: () => {
      store.transfers.clear();
      store.verified.clear();
      store.calls = [];
    },
  };
  return store;
};

export type EasySlipStore = ReturnType<typeof createEasySlipStore>;
