import { ErrorCode } from '@shop/domain/errors/error-codes';
import {
  checkUploadAllowance,
  usableStorageBytes,
  type DailyUploadAllowance,
} from '@shop/domain/validation/upload-allowance';
import { BYTES_PER_GB } from '@shop/domain/validation/upload-rules';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { getSiteSettings } from '../settings/index';
import { sumStoredBytes, uploadUsageSince } from './media.repository';

const DAY_MS = 86_400_000;
const BYTES_PER_MB = 1_048_576;

/** What visitors and students may store (administrators: none of these limits). */
export type UploadLimits = {
  allowance: DailyUploadAllowance;
  /** Percent of the storage quota kept for administrators. */
  reservePercent: number;
  /** How long an upload nothing refers to is kept. */
  unclaimedLifeMs: number;
};

export const uploadLimitsOf = (config: Config): UploadLimits => ({
  allowance: { files: config.UPLOAD_DAILY_FILES, bytes: config.UPLOAD_DAILY_MB * BYTES_PER_MB },
  reservePercent: config.STORAGE_RESERVE_PERCENT,
  unclaimedLifeMs: config.UNCLAIMED_UPLOAD_HOURS * 3_600_000,
});

/** Bytes of the site's storage quota this uploader may still fill (never below 0). */
export const freeStorageBytes = async (db: Database, reservePercent: number, isAdministrator: boolean) => {
  const quotaBytes = (await getSiteSettings(db)).storage_quota_gb * BYTES_PER_GB;
  return usableStorageBytes(
    { quotaBytes, usedBytes: await sumStoredBytes(db) },
    reservePercent,
    isAdministrator,
  );
};

/**
 * Free storage in GB as GET /api/storage/details answers it, rounded down to about a kilobyte:
 * the quota's room, and never more than the disk itself still has (`diskFreeBytes`, local storage).
 */
export const freeStorageGb = async (
  db: Database,
  reservePercent: number,
  isAdministrator: boolean,
  diskFreeBytes: number | null = null,
) => {
  const room = await freeStorageBytes(db, reservePercent, isAdministrator);
  const free = diskFreeBytes === null ? room : Math.min(room, diskFreeBytes);
  return Math.floor((free / BYTES_PER_GB) * 1e6) / 1e6;
};

/** Who sends an upload, as the limits count them. */
export type Uploader = {
  userId: number | null;
  visitorKey: string | null;
  ip: string;
  isAdministrator: boolean;
};

/**
 * Refuses an upload of `size` bytes that the storage (less the administrators' reserve) cannot
 * take, or that passes the uploader's or their address's allowance for the last 24 hours.
 */
export const checkRoomForUpload = async (
  db: Database,
  uploader: Uploader,
  size: number,
  context: { limits: UploadLimits; now: Date },
) => {
  const free = await freeStorageBytes(db, context.limits.reservePercent, uploader.isAdministrator);
  if (!(free > size)) throw new AppError(ErrorCode.OUT_OF_STORAGE, { message: 'Out of storage' });
  if (uploader.isAdministrator) return;
  const usage = await uploadUsageSince(db, uploader, new Date(context.now.getTime() - DAY_MS));
  const allowed = checkUploadAllowance(usage, context.limits.allowance, size);
  if (!allowed.ok) {
    throw new AppError(allowed.code, {
      message: 'The daily upload allowance is used up',
      result: allowed.detail,
    });
  }
};
