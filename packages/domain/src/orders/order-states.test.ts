import { describe, expect, it } from 'vitest';
import { canMoveOrder, grantsAccess, ORDER_STATES, releasesReservations } from './order-states';

describe('order states', () => {
  it.each([
    ['notYetReceived', 'pendingApproved'],
    ['notYetReceived', 'approved'],
    ['pendingApproved', 'approved'],
    ['notYetReceived', 'rejected'],
    ['pendingApproved', 'rejected'],
    ['notYetReceived', 'cancelled'],
    ['pendingApproved', 'notYetReceived'],
  ] as const)('lets an order move from %s to %s', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(true);
  });

  it.each([
    ['approved', 'cancelled'],
    ['pendingApproved', 'cancelled'],
    ['cancelled', 'approved'],
    ['rejected', 'approved'],
    ['approved', 'rejected'],
    ['approved', 'notYetReceived'],
    ['rejected', 'notYetReceived'],
    ['cancelled', 'notYetReceived'],
  ] as const)('never moves an order from %s to %s', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(false);
  });

  it('gives reservations back only on cancel and reject, and access only on approval', () => {
    expect(ORDER_STATES.filter(releasesReservations)).toEqual(['rejected', 'cancelled']);
    expect(ORDER_STATES.filter(grantsAccess)).toEqual(['approved']);
  });
});
