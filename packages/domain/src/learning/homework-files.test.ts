import { describe, expect, it } from 'vitest';
import { HOMEWORK_FILE_ACCEPT, HOMEWORK_FILE_MAX_BYTES, isHomeworkDocument } from './homework-files';

describe('homework files', () => {
  it('takes a PDF besides images, up to 20 MB', () => {
    expect(isHomeworkDocument('application/pdf')).toBe(true);
    expect(isHomeworkDocument('application/zip')).toBe(false);
    expect(isHomeworkDocument(undefined)).toBe(false);
    expect(HOMEWORK_FILE_MAX_BYTES).toBe(20_971_520);
    expect(HOMEWORK_FILE_ACCEPT).toContain('application/pdf');
  });
});
