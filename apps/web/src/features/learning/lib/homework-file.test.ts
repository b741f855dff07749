import { describe, expect, it } from 'vitest';
import { HOMEWORK_ACCEPT, HOMEWORK_MAX_BYTES, isHomeworkFile } from './homework-file';

describe('a homework file', () => {
  it.each([
    ['answer.pdf', 'application/pdf', 1_000, true],
    ['photo.JPG', 'image/jpeg', 1_000, true],
    ['scan.png', '', 1_000, true],
    ['notes.docx', 'application/msword', 1_000, false],
    ['fake.pdf', 'text/html', 1_000, false],
    ['noextension', 'application/pdf', 1_000, false],
    ['empty.pdf', 'application/pdf', 0, false],
    ['huge.pdf', 'application/pdf', HOMEWORK_MAX_BYTES + 1, false],
  ])('%s (%s, %i bytes) may be sent: %s', (name, type, size, expected) => {
    expect(isHomeworkFile({ name, type, size })).toBe(expected);
  });

  it('offers images and PDFs in the picker', () => {
    expect(HOMEWORK_ACCEPT).toContain('.pdf');
    expect(HOMEWORK_ACCEPT).toContain('image/png');
  });
});
