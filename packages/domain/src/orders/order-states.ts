/** The states of an order (docs/design.md, "Orders, enrolments and access"). */
export const ORDER_STATES = [
  'notYetReceived',
  'pendingApproved',
  'approved',
  'rejected',
  'cancelled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/**
 * From which states an order may enter each state: created as notYetReceived; a reported
 * payment or a free plan needing approval waits as pendingApproved; a provider's confirmation, a
 * free order or an administrator approves; an administrator rejects; an unpaid order is
 * cancelled when its time runs out or its buyer deletes it. A reported transfer the shop does not
 * accept sends the order back to notYetReceived, to be reported again: the rejection is the
 * report's, not the buyer's.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  notYetReceived: ['pendingApproved'],
  pendingApproved: ['notYetReceived'],
  approved: ['notYetReceived', 'pendingApproved'],
  rejected: ['notYetReceived', 'pendingApproved'],
  cancelled: ['notYetReceived'],
};

export const canMoveOrder = (from: OrderState, to: OrderState): boolean =>
  ORDER_TRANSITIONS[to].includes(from);

/** Entering this state gives back what the order took: its seats, stock and coupon uses. */
export const releasesReservations = (state: OrderState): boolean =>
  state === 'cancelled' || state === 'rejected';

/** Entering this state enrols the buyer in the order's courses. */
export const grantsAccess = (state: OrderState): boolean => state === 'approved';
