/** Where a payment on the hosted page stands. */
export type PaySolutionsPaymentStatus = 'waiting' | 'paid' | 'failed' | 'abandoned';

/** One form posted to the hosted page: the merchant's fields and what the buyer did. */
export type PaySolutionsPayment = {
  refno: string;
  /** Pay Solutions' own number, given when the buyer pays. */
  orderNo: string | null;
  merchantId: string;
  customerEmail: string;
  productDetail: string;
  /** What the form asked, in satang. */
  total: number;
  /** What was paid, in satang (a control call may make it differ, to test mismatches). */
  paidTotal: number | null;
  currencyCode: string;
  lang: string;
  returnUrl: string;
  postbackUrl: string;
  status: PaySolutionsPaymentStatus;
  cardType: string | null;
  createdAt: Date;
  paidAt: Date | null;
  postbackCompleted: boolean;
};

export type PostbackMethod = 'GET' | 'POST';

/** One plugin instance's Pay Solutions state; nothing module-global. */
export const createPaySolutionsStore = () => {
  let orderCounter = 0;
  const store = {
    payments: new Map<string, PaySolutionsPayment>(),
    postbacks: { enabled: true, method: 'POST' as PostbackMethod },
    /** Pay Solutions' order numbers look like plain 8-digit numbers. */
    nextOrderNo: () => {
      orderCounter += 1;
      return String(20_000_000 + orderCounter);
    },
    reset: () => {
      store.payments.clear();
      store.postbacks = { enabled: true, method: 'POST' };
      orderCounter = 0;
    },
  };
  return store;
};

export type PaySolutionsStore = ReturnType<typeof createPaySolutionsStore>;
