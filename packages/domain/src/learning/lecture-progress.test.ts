import { describe, expect, it } from 'vitest';
import {
  isDoneWhenOpened,
  isVideoWatched,
  lectureKindOf,
  LECTURE_KINDS,
  NO_PROGRESS,
} from './lecture-progress';

describe('when a lecture is done', () => {
  it('takes 90% of a video played', () => {
    expect(isVideoWatched(53_999, 60)).toBe(false);
    expect(isVideoWatched(54_000, 60)).toBe(true);
  });

  it('takes any play of a video whose length is unknown', () => {
    expect(isVideoWatched(0, 0)).toBe(false);
    expect(isVideoWatched(1, 0)).toBe(true);
  });

  it('completes a text or a file when it is opened, and nothing else', () => {
    expect(LECTURE_KINDS.filter(isDoneWhenOpened)).toEqual(['text', 'file']);
  });

  it('reads an unknown kind as a video', () => {
    expect(lectureKindOf('quiz')).toBe('quiz');
    expect(lectureKindOf('slides')).toBe('video');
    expect(NO_PROGRESS).toEqual({ positionSeconds: 0, watchedMs: 0, completedAt: null });
  });
});
