import { ErrorCode } from '../errors/error-codes';
import { fail, ok, type Result } from '../result';

/** Uploads of the last 24 hours: how many, and how many bytes they take. */
export type UploadUsage = { files: number; bytes: number };

/** What one visitor or one account (not an administrator) may upload in 24 hours. */
export type DailyUploadAllowance = { files: number; bytes: number };

/**
 * One address may upload this many times a single uploader's allowance: several people share an
 * office or campus address, and a visitor who drops their cookie is still one address.
 */
export const ADDRESS_ALLOWANCE_FACTOR = 5;

const fits = (used: UploadUsage, allowance: DailyUploadAllowance, bytes: number) =>
  used.files + 1 <= allowance.files && used.bytes + bytes <= allowance.bytes;

/** Whether one more upload of `bytes` stays within the uploader's and the address's daily allowance. */
export const checkUploadAllowance = (
  usage: { uploader: UploadUsage; address: UploadUsage },
  allowance: DailyUploadAllowance,
  bytes: number,
): Result<void, typeof ErrorCode.UPLOAD_QUOTA_EXCEEDED> => {
  const perAddress = {
    files: allowance.files * ADDRESS_ALLOWANCE_FACTOR,
    bytes: allowance.bytes * ADDRESS_ALLOWANCE_FACTOR,
  };
  return fits(usage.uploader, allowance, bytes) && fits(usage.address, perAddress, bytes)
    ? ok(undefined)
    : fail(ErrorCode.UPLOAD_QUOTA_EXCEEDED, { maxFiles: allowance.files, maxBytes: allowance.bytes });
};

/**
 * Bytes of the storage quota an uploader may still fill. The last `reservePercent` of the quota
 * is the administrators' alone, so visitors and students filling the storage never stop the
 * back office from adding a course picture.
 */
export const usableStorageBytes = (
  storage: { quotaBytes: number; usedBytes: number },
  reservePercent: number,
  isAdministrator: boolean,
): number => {
  const reserve = isAdministrator ? 0 : Math.ceil((storage.quotaBytes * reservePercent) / 100);
  return Math.max(0, storage.quotaBytes - reserve - storage.usedBytes);
};
