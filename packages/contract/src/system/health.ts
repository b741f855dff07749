import { z } from 'zod';
import { defineRoute } from '../http/define-route';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptime_seconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Liveness and database reachability, for load balancers and the test harness. */
export const healthRoute = defineRoute({
  method: 'GET',
  path: '/health',
  summary: 'Health of the server and its database',
  tags: ['system'],
  response: healthResponseSchema,
});

/** Liveness only: the process answers. Touches nothing, so it is also the benchmark's baseline. */
export const livenessRoute = defineRoute({
  method: 'GET',
  path: '/health/live',
  summary: 'The process is up (no database check)',
  tags: ['system'],
  response: z.object({ status: z.literal('ok') }),
});
