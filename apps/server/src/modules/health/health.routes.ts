import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, healthRoute, livenessRoute } from '@shop/contract/system/health';
import { contractRoute } from '../../lib/contract-route';
import { redisState } from '../../plugins/redis';

/** A load balancer's check gives up after a few seconds; answer before it does. */
const DATABASE_CHECK_MS = 3_000;

/** Whether `work` succeeds within `ms` (a check that hangs counts as a failure). */
const succeedsWithin = async (work: Promise<unknown>, ms: number): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true).catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
};

const readinessStatus = (isStopping: boolean, isDatabaseUp: boolean, redis: 'up' | 'down' | 'off') => {
  if (isStopping) return 'stopping';
  if (!isDatabaseUp) return 'unavailable';
  return redis === 'down' ? 'degraded' : 'ok';
};

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(livenessRoute),
    logLevel: 'warn',
    handler: () => ({ status: 'ok' as const }),
  });

  // Readiness: 503 while the database is away, and from the moment the process is asked to stop.
  const readiness = contractRoute(healthRoute);
  app.route({
    ...readiness,
    // 503 carries the same body as 200, so an operator sees which part is away.
    schema: { ...readiness.schema, response: { ...readiness.schema.response, 503: healthResponseSchema } },
    logLevel: 'warn',
    handler: async (_request, reply) => {
      const [isDatabaseUp, redis] = await Promise.all([
        succeedsWithin(app.db.execute(sql`select 1`), DATABASE_CHECK_MS),
        redisState(app.redis),
      ]);
      // Read after the checks: a shutdown that began meanwhile must not answer 200.
      const isStopping = app.shutdown.isStopping;
      const status = readinessStatus(isStopping, isDatabaseUp, redis);
      return reply.status(isDatabaseUp && !isStopping ? 200 : 503).send({
        status,
        database: isDatabaseUp ? 'up' : 'down',
        redis,
        uptime_seconds: Math.round(process.uptime()),
      });
    },
  });
};
