import { describe, expect, it } from 'vitest';
import { displayedSize, ladderFor, rungSize, transcodePercent, VIDEO_LADDER } from './video-ladder';

const heights = (frame: { width: number; height: number; rotation: number }) =>
  ladderFor(frame).map((rung) => rung.height);

describe('the adaptive ladder of a lecture video', () => {
  it.each([
    ['a 1080p recording gets every rung', { width: 1920, height: 1080, rotation: 0 }, [360, 540, 720]],
    ['a 720p recording gets every rung', { width: 1280, height: 720, rotation: 0 }, [360, 540, 720]],
    ['a 576p DVD source gets 360p and 540p', { width: 720, height: 576, rotation: 0 }, [360, 540]],
    ['a 480p source gets only 360p', { width: 640, height: 480, rotation: 0 }, [360]],
    [
      'a portrait phone video is judged by its short side',
      { width: 1920, height: 1080, rotation: 90 },
      [360, 540, 720],
    ],
    ['a tiny source gets one rung at its own even size', { width: 320, height: 241, rotation: 0 }, [240]],
  ])('%s', (_name, frame, expected) => {
    expect(heights(frame)).toEqual(expected);
  });

  it('keeps the lowest rung bitrates for a source smaller than the ladder', () => {
    expect(ladderFor({ width: 176, height: 144, rotation: 0 })[0]).toEqual({
      ...VIDEO_LADDER[0],
      height: 144,
    });
  });

  it('turns the size of a video a phone recorded on its side', () => {
    expect(displayedSize({ width: 1920, height: 1080, rotation: 90 })).toEqual({ width: 1080, height: 1920 });
    expect(displayedSize({ width: 1920, height: 1080, rotation: -90 })).toEqual({
      width: 1080,
      height: 1920,
    });
    expect(displayedSize({ width: 1920, height: 1080, rotation: 180 })).toEqual({
      width: 1920,
      height: 1080,
    });
  });

  it('scales the long side in proportion and to even pixels', () => {
    const rung = { height: 360, videoKbps: 800, audioKbps: 96 };
    expect(rungSize({ width: 1920, height: 1080, rotation: 0 }, rung)).toEqual({ width: 640, height: 360 });
    expect(rungSize({ width: 1920, height: 1080, rotation: 270 }, rung)).toEqual({ width: 360, height: 640 });
    expect(rungSize({ width: 720, height: 576, rotation: 0 }, rung)).toEqual({ width: 450, height: 360 });
  });

  it('says how far a transcode is without claiming it is done before it is', () => {
    expect(transcodePercent(30, 75)).toBe(40);
    expect(transcodePercent(80, 75)).toBe(99);
    expect(transcodePercent(-1, 75)).toBe(0);
    expect(transcodePercent(10, 0)).toBe(0);
  });
});
