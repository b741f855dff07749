import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoute, livenessRoute } from '@shop/contract/system/health';
import { contractRoute } from '../../lib/contract-route';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(livenessRoute),
    logLevel: 'warn',
    handler: () => ({ status: 'ok' as const }),
  });

  app.route({
    ...contractRoute(healthRoute),
    logLevel: 'warn',
    handler: async () => {
      const database = await app.db
        .execute(sql`select 1`)
        .then(() => 'up' as const)
        .catch(() => 'down' as const);
      return {
        status: database === 'up' ? ('ok' as const) : ('degraded' as const),
        database,
        uptime_seconds: Math.round(process.uptime()),
      };
    },
  });
};
