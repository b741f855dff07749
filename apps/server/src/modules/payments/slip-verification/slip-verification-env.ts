import { z } from 'zod';

/** The slip-verification service (EasySlip's API v1 or one answering the same way); see README. */
export const slipVerificationEnv = {
  /** `auto`: ask the service configured (in sandbox mode, the sandbox's); `off`: never ask. */
  SLIP_VERIFICATION: z.enum(['auto', 'off']).default('auto'),
  /** The service's API base, e.g. https://developer.easyslip.com/api/v1. */
  SLIP_VERIFICATION_URL: z.url().optional(),
  SLIP_VERIFICATION_API_KEY: z.string().min(1).optional(),
  /** How long a report waits for the service; past it, the report goes to review as it is. */
  SLIP_VERIFICATION_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
};
