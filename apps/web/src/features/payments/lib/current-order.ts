/** Where the payment step remembers its order, for a return screen reached without an order id. */
export const CURRENT_ORDER_KEY = 'current_order';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

const sessionStore = (): KeyValueStore | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Some privacy modes throw on any access to storage; the order id then comes from the address only.
    return null;
  }
};

/** Remembers the order whose payment step is open (this tab only). */
export const rememberCurrentOrder = (orderId: number, store: KeyValueStore | null = sessionStore()) => {
  try {
    store?.setItem(CURRENT_ORDER_KEY, String(orderId));
  } catch {
    // A full or blocked storage only loses the fallback.
  }
};

/** The remembered order id, or null. */
export const currentOrder = (store: KeyValueStore | null = sessionStore()): number | null => {
  try {
    return orderIdOf(store?.getItem(CURRENT_ORDER_KEY));
  } catch {
    return null;
  }
};

/** A positive whole order id from text ("42"), else null. */
export const orderIdOf = (text: string | null | undefined): number | null => {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};
