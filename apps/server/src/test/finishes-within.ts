import { setTimeout as sleep } from 'node:timers/promises';

/** Whether `work` settles within `ms`; the timer does not keep the process alive. */
export const finishesWithin = (work: Promise<unknown>, ms: number): Promise<boolean> =>
  Promise.race([work.then(() => true), sleep(ms, false, { ref: false })]);
