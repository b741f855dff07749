// The health module's one public face: what other modules may call, and its routes.
import fp from 'fastify-plugin';
import { healthRoutes } from './health.routes';

/** The health module's routes, registered in the app's own context. */
export const healthModule = fp(
  async (app) => {
    await app.register(healthRoutes);
  },
  { name: 'health-module' },
);
