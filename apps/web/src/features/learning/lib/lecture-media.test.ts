import { describe, expect, it } from 'vitest';
import type { LectureWire } from '@shop/contract/catalog/curriculum';
import { lectureDownload, lectureVideo } from './lecture-media';

const lecture = (overrides: Partial<LectureWire>) => ({ lectures_id: 12, ...overrides }) as LectureWire;

describe('a lecture media', () => {
  it('plays an uploaded video from its private address and a hosted one in its player', () => {
    expect(lectureVideo(lecture({ video_url: '/media/lectures/12' }))).toEqual({
      kind: 'file',
      src: '/media/lectures/12',
    });
    expect(lectureVideo(lecture({ video_url: 'https://youtu.be/dQw4w9WgXcQ' }))).toEqual({
      kind: 'embed',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(lectureVideo(lecture({ video_url: null }))).toBeNull();
  });

  it('downloads a file lecture from its private address, named as stored', () => {
    expect(lectureDownload(lecture({ content_file: 'week-1%20notes.pdf' }))).toEqual({
      href: '/media/lectures/12',
      name: 'week-1 notes.pdf',
    });
    expect(lectureDownload(lecture({ content_file: '/media/lectures/12?name=slides.pdf' }))).toEqual({
      href: '/media/lectures/12?name=slides.pdf',
      name: null,
    });
    expect(lectureDownload(lecture({ content_file: 'https://files.example.com/a/slides.pdf' }))).toEqual({
      href: 'https://files.example.com/a/slides.pdf',
      name: 'slides.pdf',
    });
    expect(lectureDownload(lecture({ content_file: null }))).toBeNull();
  });
});
