// The shipping module's one public face: what other modules may call, and its routes.
import fp from 'fastify-plugin';
import { shippingRoutes } from './shipping.routes';
import { shippingFeeRoutes } from './admin/shipping-fees.routes';

/** The shipping module's routes, registered in the app's own context. */
export const shippingModule = fp(
  async (app) => {
    await app.register(shippingRoutes);
    await app.register(shippingFeeRoutes);
  },
  { name: 'shipping-module' },
);
