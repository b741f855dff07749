// The cart module's one public face: what other modules may call, and its routes.
import fp from 'fastify-plugin';
import { cartRoutes } from './cart.routes';

/** The cart module's routes, registered in the app's own context. */
export const cartModule = fp(
  async (app) => {
    await app.register(cartRoutes);
  },
  { name: 'cart-module' },
);
