import { z } from 'zod';
import { defineRoute } from '../http/define-route';

export const healthResponseSchema = z.object({
  /**
   * `ok`: everything answers. `degraded`: serving, but Redis is away (limits count per
   * instance, socket events stay on this instance). `unavailable`: the database is away (503).
   * `stopping`: the process was asked to stop and is finishing its work (503 whatever else says).
   */
  status: z.enum(['ok', 'degraded', 'unavailable', 'stopping']),
  database: z.enum(['up', 'down']),
  /** `off` when no REDIS_URL is set (one instance, nothing shared). */
  redis: z.enum(['up', 'down', 'off']),
  uptime_seconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * Readiness for load balancers: 200 while the database answers (Redis away only degrades),
 * 503 with the same body while it does not or while the instance shuts down, so traffic goes
 * to another instance.
 */
export const healthRoute = defineRoute({
  method: 'GET',
  path: '/health',
  access: 'public',
  summary:
    'Readiness: the server, its database and Redis (503 while the database is away or the server stops)',
  tags: ['system'],
  response: healthResponseSchema,
});

/** Liveness only: the process answers. Touches nothing, so it is also the benchmark's baseline. */
export const livenessRoute = defineRoute({
  method: 'GET',
  path: '/health/live',
  access: 'public',
  summary: 'The process is up (no database check)',
  tags: ['system'],
  response: z.object({ status: z.literal('ok') }),
});
