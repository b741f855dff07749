import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source';

describe('how a video address is played', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('plays %s in the hosted player', (url, embed) => {
    expect(videoSource(url, { autoplay: false })).toEqual({ kind: 'embed', src: embed });
    expect(videoSource(url).src).toBe(`${embed}?autoplay=1`);
  });

  it('plays anything else as a file', () => {
    expect(videoSource('/media/lectures/4')).toEqual({ kind: 'file', src: '/media/lectures/4' });
  });
});
