import { z } from 'zod';

/**
 * How a stop (SIGTERM, SIGINT) is paced. Documented in the README and docs/operations.md; the
 * reasons are in docs/decisions/operations.md ("A shutdown that strands nothing").
 */
export const shutdownEnv = {
  /** The whole stop, signal to exit, may take this long; past it the process logs what still ran and exits 1. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
  /** After the signal, how long the instance keeps serving with readiness at 503 before it closes its listener. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(300_000).default(2_000),
};

type ShutdownEnv = { SHUTDOWN_GRACE_MS: number; SHUTDOWN_DELAY_MS: number };

/** The pause before the listener closes is part of the grace time, and must leave time to drain. */
export const checkShutdownEnv = (env: ShutdownEnv, context: z.RefinementCtx) => {
  if (env.SHUTDOWN_DELAY_MS >= env.SHUTDOWN_GRACE_MS)
    context.addIssue({
      code: 'custom',
      path: ['SHUTDOWN_DELAY_MS'],
      message: `must be shorter than SHUTDOWN_GRACE_MS (${String(env.SHUTDOWN_GRACE_MS)}), which it is part of`,
    });
};
