// The storefront module's one public face: what other modules may call, and its routes.
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { crawlerRoutes } from './crawlers.routes';

/** The storefront module's routes, registered in the app's own context. */
export const storefrontModule = fp(
  async (app, options: { config: Config; fontsDir?: string | undefined }) => {
    await app.register(crawlerRoutes, {
      publicUrl: options.config.PUBLIC_URL,
      maxAddresses: options.config.SITEMAP_MAX_ADDRESSES,
    });
  },
  { name: 'storefront-module' },
);
export { pageShellRenderer } from './page-shell';
