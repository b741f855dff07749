import { describe, expect, it } from 'vitest';
import { concurrencyGate, GateBusyError, type GateLimits } from './concurrency-gate';

/** A task the test finishes when it chooses, recording when it started. */
const heldTask = (log: string[], name: string) => {
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    finish: () => {
      finish();
    },
    run: async () => {
      log.push(`start ${name}`);
      await finished;
      return name;
    },
  };
};

const gateOf = (limits: Partial<GateLimits>) =>
  concurrencyGate(() => ({ concurrency: 1, maxWaiting: 1, maxWaitMs: 60_000, ...limits }));

describe('concurrencyGate', () => {
  it('runs at most its number of tasks at once, the waiting ones in the order they came', async () => {
    const log: string[] = [];
    const gate = gateOf({ concurrency: 2, maxWaiting: 5 });
    const tasks = ['a', 'b', 'c', 'd'].map((name) => heldTask(log, name));

    const answers = tasks.map((task) => gate.run(task.run));
    await Promise.resolve();
    expect(log).toEqual(['start a', 'start b']);
    expect(gate.load()).toEqual({ running: 2, waiting: 2 });

    tasks[1]?.finish();
    await answers[1];
    await Promise.resolve();
    expect(log).toEqual(['start a', 'start b', 'start c']);

    for (const task of tasks) task.finish();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd']);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a task at once when every place is taken and the queue is full', async () => {
    const log: string[] = [];
    const gate = gateOf({ concurrency: 1, maxWaiting: 1 });
    const first = heldTask(log, 'first');
    const second = heldTask(log, 'second');
    const running = gate.run(first.run);
    const waiting = gate.run(second.run);

    await expect(gate.run(() => Promise.resolve('third'))).rejects.toEqual(new GateBusyError('queue-full'));

    first.finish();
    second.finish();
    expect([await running, await waiting]).toEqual(['first', 'second']);
  });

  it('refuses a task that waited too long, and lets the next one have its place', async () => {
    const log: string[] = [];
    const gate = gateOf({ concurrency: 1, maxWaiting: 5, maxWaitMs: 20 });
    const first = heldTask(log, 'first');
    const running = gate.run(first.run);

    await expect(gate.run(() => Promise.resolve('late'))).rejects.toEqual(new GateBusyError('wait-too-long'));
    expect(gate.load()).toEqual({ running: 1, waiting: 0 });

    first.finish();
    await running;
    expect(await gate.run(() => Promise.resolve('next'))).toBe('next');
  });

  it('frees the place of a task that failed', async () => {
    const gate = gateOf({ concurrency: 1, maxWaiting: 0 });

    await expect(gate.run(() => Promise.reject(new Error('hash failed')))).rejects.toThrow('hash failed');

    expect(await gate.run(() => Promise.resolve('after'))).toBe('after');
  });
});
