import type { ORDER_UPDATED_EVENT } from '@shop/contract/realtime/order-updated';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { MY_ORDERS_KEY } from '../../features/orders/api/list-my-orders';
import { ORDER_BY_TOKEN_KEY } from '../../features/orders/api/get-order-by-token';
import { ORDER_DETAIL_KEY } from '../../features/payments/api/get-order';
import { ORDER_FOR_PAYMENT_KEY } from '../../features/payments/api/get-order-for-payment';
import { useRealtimeRefresh, type RealtimeRefreshes } from '../../lib/socket';

// The event's name is written out so the layout does not load the contract's schemas (and zod)
// up front; the type keeps it equal to the contract's.
const orderUpdated: typeof ORDER_UPDATED_EVENT = 'order:updated';

/** What each socket event refreshes: the queries of every feature that shows an order. */
const refreshes: RealtimeRefreshes = {
  [orderUpdated]: [MY_ORDERS_KEY, ORDER_BY_TOKEN_KEY, ORDER_DETAIL_KEY, ORDER_FOR_PAYMENT_KEY],
};

/** Connects the realtime socket while someone is signed in; its events only refresh queries. */
export const useRealtime = () => {
  const userId = useCurrentUser().data?.id ?? null;
  useRealtimeRefresh(userId, refreshes);
};
