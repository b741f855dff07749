import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatInBackground } from './repeat-in-background';

afterEach(() => vi.useRealTimers());

describe('a background loop', () => {
  it('runs again only an interval after the run before has ended, and stops after the run in hand', async () => {
    vi.useFakeTimers();
    const runs: string[] = [];
    let finishRun: () => void = () => undefined;
    const loop = repeatInBackground(1_000, async (stopping) => {
      runs.push(`start${stopping.aborted ? ' (stopping)' : ''}`);
      await new Promise<void>((resolve) => (finishRun = resolve));
      runs.push(`end${stopping.aborted ? ' (told to stop)' : ''}`);
    });

    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toEqual(['start']);

    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finishRun();
    await stopping;
    await vi.advanceTimersByTimeAsync(10_000);

    expect(runs).toEqual(['start', 'end (told to stop)']);
  });

  it('goes on after a run that threw', async () => {
    vi.useFakeTimers();
    let count = 0;
    const loop = repeatInBackground(1_000, () => {
      count += 1;
      return Promise.reject(new Error('the database is away'));
    });

    await vi.advanceTimersByTimeAsync(3_000);
    await loop.stop();

    expect(count).toBe(3);
  });
});
