/** One call the partner received, kept for tests and the demo. */
export type BookCartCall = {
  at: string;
  /** The cart it made, or null when refused. */
  cartId: string | null;
  orderId: number | null;
  status: number;
  /** A repeat of an order already taken (the same cart is answered, nothing new is made). */
  isRepeat: boolean;
  body: unknown;
};

/** A cart the partner made for an order: its free books go to the buyer. */
export type BookCart = {
  id: string;
  orderId: number;
  email: string;
  courses: unknown[];
  shippingAddress: unknown;
};

/** One plugin instance's partner bookshop state. */
export const createBookPartnerStore = () => {
  let counter = 0;
  const store = {
    calls: [] as BookCartCall[],
    carts: new Map<string, BookCart>(),
    cartOfOrder: new Map<number, string>(),
    /** The next calls answer this status (control): a partner that is down. */
    failures: { remaining: 0, status: 500 },
    nextCartId: () => {
      counter += 1;
      return `BC${String(100_000 + counter)}`;
    },
    reset: () => {
      store.calls = [];
      store.carts.clear();
      store.cartOfOrder.clear();
      store.failures = { remaining: 0, status: 500 };
      counter = 0;
    },
  };
  return store;
};

export type BookPartnerStore = ReturnType<typeof createBookPartnerStore>;
