import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VideoStream } from '@shop/contract/learning/video-stream';
import { useStreamPlayer } from './use-stream-player';

const ORIGINAL = '/media/lecture-7.mp4?token=a';

const streamIn = (status: VideoStream['status']): VideoStream => ({
  status,
  original: ORIGINAL,
  hls: status === 'ready' ? '/public/video/7/master.m3u8?token=b' : null,
  progressive: null,
  audio: null,
  poster: null,
  thumbnails: null,
  viewer_email: 'student@demo.shop',
  expires_at: null,
});

describe('the lesson player’s video source', () => {
  it('keeps playing the original of a video whose processing ends while it is open, without reloading it', () => {
    // An iPhone's player: its own HLS, set on the element at once.
    const video = document.createElement('video');
    video.canPlayType = (type: string) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : '');
    const { rerender } = renderHook(
      ({ stream }: { stream: VideoStream }) =>
        useStreamPlayer(video, stream, { fallbackSrc: ORIGINAL, isSaveData: false, isStreamKnown: true }),
      { initialProps: { stream: streamIn('processing') } },
    );
    expect(video.getAttribute('src')).toBe(ORIGINAL);
    video.setAttribute('src', `${ORIGINAL}&still=playing`);

    rerender({ stream: streamIn('ready') });

    expect(video.getAttribute('src')).toBe(`${ORIGINAL}&still=playing`);
  });
});
