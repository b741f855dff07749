import { describe, expect, it, vi } from 'vitest';
import { latch } from '../test/latch';
import { backgroundWorkers } from './background-workers';

/** A worker whose item in hand finishes when the test says; counts the stops it was asked for. */
const workerWithItemInHand = () => {
  const itemDone = latch();
  const worker = {
    stops: 0,
    finishItem: itemDone.open,
    stop: async () => {
      worker.stops += 1;
      await itemDone.opened;
    },
  };
  return worker;
};

describe('the background workers of a process', () => {
  it('stops every worker once and names those still finishing their item', async () => {
    const workers = backgroundWorkers();
    const mail = workerWithItemInHand();
    const sweeper = workerWithItemInHand();
    workers.add('mail outbox', mail);
    workers.add('order sweeper', sweeper);

    const stopped = workers.stopAll();
    const again = workers.stopAll();
    sweeper.finishItem();

    await vi.waitFor(() => {
      expect(workers.stillRunning()).toEqual(['mail outbox']);
    });
    mail.finishItem();
    await Promise.all([stopped, again]);
    expect(workers.stillRunning()).toEqual([]);
    expect([mail.stops, sweeper.stops]).toEqual([1, 1]);
  });

  it('stops at once a worker that starts after the stop began', async () => {
    const workers = backgroundWorkers();
    await workers.stopAll();
    const late = workerWithItemInHand();

    workers.add('partner bookshop outbox', late);

    expect(late.stops).toBe(1);
    expect(workers.stillRunning()).toEqual(['partner bookshop outbox']);
  });
});
