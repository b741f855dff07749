import { describe, expect, it } from 'vitest';
import { isExternalVideoUrl, type ExternalVideoSite } from './external-video-url';

describe('an external video address', () => {
  const cases: [ExternalVideoSite, string, boolean][] = [
    ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', true],
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ?t=10', true],
    ['youtube', 'https://www.youtube-nocookie.com/embed/abc123', true],
    ['youtube', 'https://m.youtube.com/shorts/abcdef', true],
    ['youtube', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ', false],
    ['youtube', 'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ', false],
    ['youtube', 'https://vimeo.com/123456', false],
    ['youtube', 'javascript:alert(1)', false],
    ['vimeo', 'https://vimeo.com/123456', true],
    ['vimeo', 'https://player.vimeo.com/video/123456?h=abc', true],
    ['vimeo', 'https://vimeo.com/channels/staff', false],
    ['vimeo', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', false],
  ];

  it.each(cases)('for %s, %s is accepted: %s', (site, url, expected) => {
    expect(isExternalVideoUrl(site, url)).toBe(expected);
  });
});
