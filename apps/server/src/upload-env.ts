import { z } from 'zod';

/**
 * Limits on what visitors and students may store (administrators have none of them). Documented
 * in the README; the reasons: docs/decisions/security.md ("Proxies, sign-in limits, sockets and uploads").
 */
export const uploadEnv = {
  /** Uploads a visitor or an account may make in 24 hours; one address may make five times as many. */
  UPLOAD_DAILY_FILES: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Megabytes a visitor or an account may store in 24 hours; one address five times as many. */
  UPLOAD_DAILY_MB: z.coerce.number().int().min(1).max(100_000).default(50),
  /** How long an upload nothing refers to yet (a registration, a tax profile, a slip report, homework) is kept. */
  UNCLAIMED_UPLOAD_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 30)
    .default(24),
  /** The share of the storage quota only administrators may fill. */
  STORAGE_RESERVE_PERCENT: z.coerce.number().min(0).max(90).default(10),
  /** The largest video an administrator may send in resumable parts, in megabytes (at most the 2 GB a video may be). */
  MAX_VIDEO_MB: z.coerce.number().int().min(1).max(2048).default(2048),
};
