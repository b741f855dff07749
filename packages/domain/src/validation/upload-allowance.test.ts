import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { ADDRESS_ALLOWANCE_FACTOR, checkUploadAllowance, usableStorageBytes } from './upload-allowance';

const allowance = { files: 20, bytes: 50_000_000 };
const none = { files: 0, bytes: 0 };

describe('checkUploadAllowance', () => {
  it.each([
    ['nothing uploaded yet', none, none, 1_000],
    ['the last file of the day', { files: 19, bytes: 0 }, { files: 19, bytes: 0 }, 1_000],
    ['a file that fills the bytes exactly', { files: 3, bytes: 49_000_000 }, none, 1_000_000],
    ['a busy address still under five allowances', none, { files: 99, bytes: 240_000_000 }, 1_000],
  ])('accepts %s', (_name, uploader, address, bytes) => {
    expect(checkUploadAllowance({ uploader, address }, allowance, bytes)).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it.each([
    ["the uploader's files", { files: 20, bytes: 0 }, none, 1],
    ["the uploader's bytes", { files: 1, bytes: 49_000_000 }, none, 1_000_001],
    ["the address's files", none, { files: 20 * ADDRESS_ALLOWANCE_FACTOR, bytes: 0 }, 1],
    ["the address's bytes", none, { files: 1, bytes: 250_000_000 }, 1],
  ])(
    'refuses with UPLOAD_QUOTA_EXCEEDED once the upload would pass %s',
    (_name, uploader, address, bytes) => {
      expect(checkUploadAllowance({ uploader, address }, allowance, bytes)).toEqual({
        ok: false,
        code: ErrorCode.UPLOAD_QUOTA_EXCEEDED,
        detail: { maxFiles: 20, maxBytes: 50_000_000 },
      });
    },
  );
});

describe('usableStorageBytes', () => {
  const storage = { quotaBytes: 1_000, usedBytes: 850 };

  it('keeps the reserve from visitors and students', () => {
    expect(usableStorageBytes(storage, 10, false)).toBe(50);
  });

  it('lets an administrator fill the reserve', () => {
    expect(usableStorageBytes(storage, 10, true)).toBe(150);
  });

  it('rounds the reserve up to a whole byte', () => {
    expect(usableStorageBytes({ quotaBytes: 999, usedBytes: 0 }, 10, false)).toBe(899);
  });

  it('never answers less than nothing', () => {
    expect(usableStorageBytes({ quotaBytes: 1_000, usedBytes: 950 }, 10, false)).toBe(0);
    expect(usableStorageBytes({ quotaBytes: 1_000, usedBytes: 1_200 }, 10, true)).toBe(0);
  });
});
