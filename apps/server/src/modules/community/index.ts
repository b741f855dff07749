// The community module's one public face: what other modules may call, and its routes.
import fp from 'fastify-plugin';
import { commentRoutes } from './comments.routes';

/** The community module's routes, registered in the app's own context. */
export const communityModule = fp(
  async (app) => {
    await app.register(commentRoutes);
  },
  { name: 'community-module' },
);
