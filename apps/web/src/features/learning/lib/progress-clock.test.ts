import { describe, expect, it } from 'vitest';
import { MAX_CREDIT_PER_REPORT_MS } from '@shop/domain/learning/learning-credit';
import { createProgressClock, TICK_INTERVAL_MS, type ClockReport } from './progress-clock';

/** A clock on a fake time line, with the reports it sent. */
const setup = () => {
  let time = 1_000_000;
  const sent: ClockReport[] = [];
  const clock = createProgressClock({ now: () => time, send: (report) => sent.push(report) });
  const wait = (ms: number) => {
    time += ms;
  };
  /** Plays from `from` for `seconds` at `rate`, with a timeupdate every 250 ms of the clock. */
  const play = (from: number, seconds: number, rate = 1) => {
    let position = from;
    for (let step = 0; step < seconds * 4; step += 1) {
      wait(250);
      position += 0.25 * rate;
      clock.timeUpdate(position, true);
    }
    return position;
  };
  return { clock, sent, wait, play };
};

describe('the progress clock of a playing video', () => {
  it('reports every ten seconds of play with the seconds played', () => {
    const { clock, sent, play } = setup();
    clock.play(0);
    play(0, 25);
    expect(sent).toEqual([
      { event: 'tick', positionSeconds: 10, playedSeconds: 10 },
      { event: 'tick', positionSeconds: 20, playedSeconds: 10 },
    ]);
  });

  it('keeps its interval well inside what one report may credit', () => {
    expect(TICK_INTERVAL_MS * 2).toBeLessThanOrEqual(MAX_CREDIT_PER_REPORT_MS);
  });

  it('does not count a seek as play time, and reports where the learner landed', () => {
    const { clock, sent, play } = setup();
    clock.play(0);
    play(0, 4);
    clock.seeking();
    clock.timeUpdate(300, true);
    clock.seeked(300);
    expect(sent).toEqual([{ event: 'seeked', positionSeconds: 300, playedSeconds: 4 }]);
    play(300, 3);
    clock.pause(303);
    expect(sent.at(-1)).toEqual({ event: 'pause', positionSeconds: 303, playedSeconds: 3 });
  });

  it('counts a jump it was not told about only as far as the clock moved', () => {
    const { clock, sent, wait } = setup();
    clock.play(0);
    wait(250);
    clock.timeUpdate(120, true);
    clock.pause(120);
    expect(sent).toEqual([{ event: 'pause', positionSeconds: 120, playedSeconds: 0.3 }]);
  });

  it('counts double speed at the speed of the clock', () => {
    const { clock, sent, play } = setup();
    clock.play(0);
    const position = play(0, 5, 2);
    clock.pause(position);
    expect(sent).toEqual([{ event: 'pause', positionSeconds: 10, playedSeconds: 5 }]);
  });

  it('counts nothing while paused and does not tick on the first update after a long pause', () => {
    const { clock, sent, wait, play } = setup();
    clock.play(0);
    play(0, 2);
    clock.pause(2);
    wait(60_000);
    clock.timeUpdate(2, false);
    clock.play(2);
    play(2, 1);
    expect(sent).toEqual([{ event: 'pause', positionSeconds: 2, playedSeconds: 2 }]);
  });

  it('does not report the seek to the remembered position', () => {
    const { clock, sent } = setup();
    clock.resumeAt(95);
    clock.seeking();
    clock.seeked(95);
    expect(sent).toEqual([]);
  });

  it('reports the end, and a hidden page once', () => {
    const { clock, sent, play } = setup();
    clock.play(50);
    const position = play(50, 3);
    clock.hide(position);
    clock.hide(position);
    clock.ended(position);
    expect(sent).toEqual([
      { event: 'hide', positionSeconds: 53, playedSeconds: 3 },
      { event: 'ended', positionSeconds: 53, playedSeconds: 0 },
    ]);
  });

  it('sends what is left when the lecture closes, and nothing when nothing is', () => {
    const { clock, sent, play } = setup();
    clock.leave(0);
    clock.play(0);
    play(0, 1.5);
    clock.leave(1.5);
    expect(sent).toEqual([{ event: 'pause', positionSeconds: 1.5, playedSeconds: 1.5 }]);
  });

  it('keeps positions and play time inside the contract', () => {
    const { clock, sent } = setup();
    clock.pause(-3);
    clock.pause(100_000);
    expect(sent.map((report) => report.positionSeconds)).toEqual([0, 86_400]);
  });
});
