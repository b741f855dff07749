import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { courseListRoutes } from './catalog/course-list.routes';
import { healthRoutes } from './health/health.routes';
import { settingsRoutes } from './settings/settings.routes';

/** Every feature module's routes; one line per module. */
export const registerModules = async (app: FastifyInstance) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(settingsRoutes);
  await app.register(courseListRoutes);
};
