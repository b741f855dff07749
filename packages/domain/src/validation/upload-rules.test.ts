import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import {
  BYTES_PER_GB,
  checkUploadSelection,
  isAllowedSniffedType,
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT,
  type SelectedFile,
  type UploadSelection,
} from './upload-rules';

const photo: SelectedFile = { name: 'cover.JPG', size: 2_000_000, type: 'image/jpeg' };

const selection = (overrides: Partial<UploadSelection>): UploadSelection => ({
  kind: 'image',
  file: photo,
  freeGb: 5,
  isNotCheckStorage: false,
  ...overrides,
});

describe('checkUploadSelection: storage', () => {
  it('accepts a file smaller than the free storage', () => {
    expect(checkUploadSelection(selection({}))).toEqual({ ok: true, value: undefined });
  });

  it.each([
    ['free storage equals the size', 1, BYTES_PER_GB],
    ['free storage is below the size', 0.001, 2_000_000],
    ['no storage is left', 0, 1],
  ])('refuses with OUT_OF_STORAGE when %s', (_name, freeGb, size) => {
    expect(checkUploadSelection(selection({ freeGb, file: { ...photo, size } }))).toEqual({
      ok: false,
      code: ErrorCode.OUT_OF_STORAGE,
    });
  });

  it('checks storage before the file type', () => {
    const script = { name: 'run.sh', size: 10, type: 'text/x-sh' };
    expect(checkUploadSelection(selection({ freeGb: 0, file: script }))).toMatchObject({
      code: ErrorCode.OUT_OF_STORAGE,
    });
  });

  it('skips the storage check when isNotCheckStorage is set', () => {
    expect(checkUploadSelection(selection({ freeGb: 0, isNotCheckStorage: true })).ok).toBe(true);
  });

  it('leaves storage to the server when the storage call failed', () => {
    expect(checkUploadSelection(selection({ freeGb: null })).ok).toBe(true);
  });
});

describe('checkUploadSelection: file type', () => {
  it.each([
    ['image', 'a.jpg', 'image/jpeg'],
    ['image', 'a.jpeg', 'image/jpeg'],
    ['image', 'a.png', 'image/png'],
    ['image', 'a.gif', 'image/gif'],
    ['image', 'a.png', ''],
    ['video', 'a.mp4', 'video/mp4'],
    ['video', 'a.m4v', 'video/x-m4v'],
    ['video', 'a.avi', 'video/x-msvideo'],
    ['video', 'a.avi', 'video/avi'],
    ['video', 'a.mpg', 'video/mpeg'],
    ['video', 'a.mov', 'video/quicktime'],
    ['document', 'worksheet.pdf', 'application/pdf'],
    ['document', 'SLIDES.PDF', ''],
  ] as const)('accepts a %s named %s of type %j', (kind, name, type) => {
    expect(checkUploadSelection(selection({ kind, file: { name, size: 1000, type } })).ok).toBe(true);
  });

  it.each([
    ['image', 'a.webp', 'image/webp'],
    ['image', 'a.svg', 'image/svg+xml'],
    ['image', 'a.mp4', 'video/mp4'],
    ['image', 'run.php', 'application/x-php'],
    ['image', 'noextension', 'image/png'],
    ['image', 'fake.png', 'text/html'],
    ['video', 'a.mkv', 'video/x-matroska'],
    ['video', 'a.png', 'image/png'],
    ['document', 'setup.pdf', 'application/x-msdownload'],
    ['document', 'notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['document', 'a.png', 'image/png'],
  ] as const)(
    "refuses a %s named %s of type %j with 'File type is not allow to upload.'",
    (kind, name, type) => {
      expect(checkUploadSelection(selection({ kind, file: { name, size: 1000, type } }))).toEqual({
        ok: false,
        code: ErrorCode.FILE_TYPE_NOT_ALLOWED,
      });
    },
  );
});

describe('checkUploadSelection: size', () => {
  it.each([
    ['image', 'a.png', 'image/png'],
    ['video', 'a.mp4', 'video/mp4'],
    ['document', 'a.pdf', 'application/pdf'],
  ] as const)('refuses a %s above its size limit and accepts one at the limit', (kind, name, type) => {
    const limit = MAX_UPLOAD_BYTES[kind];
    const at = selection({ kind, freeGb: 100, file: { name, type, size: limit } });
    const above = selection({ kind, freeGb: 100, file: { name, type, size: limit + 1 } });
    expect(checkUploadSelection(at).ok).toBe(true);
    expect(checkUploadSelection(above)).toEqual({
      ok: false,
      code: ErrorCode.FILE_TOO_LARGE,
      detail: { maxBytes: limit },
    });
  });
});

describe('isAllowedSniffedType', () => {
  it.each([
    ['image', 'image/jpeg', true],
    ['image', 'image/svg+xml', false],
    ['image', 'video/mp4', false],
    ['video', 'video/vnd.avi', true],
    ['video', 'video/x-msvideo', true],
    ['video', 'video/quicktime', true],
    ['video', 'video/MP1S', true],
    ['video', 'video/MP2P', true],
    ['video', 'application/x-sh', false],
    ['document', 'application/pdf', true],
    ['document', 'application/x-msdownload', false],
    ['image', undefined, false],
  ] as const)('judges sniffed %s content %s allowed: %s', (kind, mime, allowed) => {
    expect(isAllowedSniffedType(kind, mime)).toBe(allowed);
  });
});

describe('UPLOAD_ACCEPT', () => {
  it('offers only the chosen media kind in the file picker', () => {
    expect(UPLOAD_ACCEPT.image).toBe('.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif');
    expect(UPLOAD_ACCEPT.video).not.toContain('image/');
    expect(UPLOAD_ACCEPT.document).toBe('.pdf,application/pdf');
  });
});
