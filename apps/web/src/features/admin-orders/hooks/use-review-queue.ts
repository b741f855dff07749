import { useSearchParams } from 'react-router';
import { useOrder } from '../api/get-order';
import { useOrders } from '../api/list-orders';

/** Orders waiting longest come first; a queue this long is already a backlog. */
const QUEUE_QUERY = { state: 'pendingApproved', sort: 'created', pageSize: 100 } as const;

/**
 * The review queue: orders waiting for an administrator, oldest first, and the one being
 * reviewed (in the address as `?order=`, the oldest when none is chosen) read whole.
 */
export const useReviewQueue = () => {
  const [search, setSearch] = useSearchParams();
  const queue = useOrders(QUEUE_QUERY);
  const rows = queue.data?.data ?? [];
  const asked = Number(search.get('order'));
  const selectedId = rows.some((row) => row.id === asked) ? asked : (rows[0]?.id ?? null);
  const selected = useOrder(selectedId);

  const select = (orderId: number | null) => {
    setSearch(orderId === null ? {} : { order: String(orderId) }, { replace: true });
  };

  /** After a decision, the next order of the queue (or the one before, at its end). */
  const selectNext = () => {
    const index = rows.findIndex((row) => row.id === selectedId);
    select(rows[index + 1]?.id ?? rows[index - 1]?.id ?? null);
  };

  return { queue, rows, selectedId, selected, select, selectNext };
};

export type ReviewQueue = ReturnType<typeof useReviewQueue>;
