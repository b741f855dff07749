// The reports module's one public face: what other modules may call, and its routes.
import fp from 'fastify-plugin';
import { dashboardRoutes } from './admin/dashboard.routes';

/** The reports module's routes, registered in the app's own context. */
export const reportsModule = fp(
  async (app) => {
    await app.register(dashboardRoutes);
  },
  { name: 'reports-module' },
);
