import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { paymentSandboxPlugin } from '@shop/payment-sandbox/sandbox-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { clientErrorHandler, frameworkErrors } from './lib/client-errors';
import { setPasswordHashingLimits } from './lib/password';
import { createFileStorage, signedUrlOrigin } from './lib/storage/create-file-storage';
import type { FileStorage } from './lib/storage/file-storage';
import { pageShellRenderer } from './modules/storefront/index';
import { providerOrigins as paymentProviderOrigins } from './modules/payments/index';
import { registerModules } from './modules/register-modules';
import { setSettingsCacheTtl } from './modules/settings/index';
import { cacheInvalidationPlugin } from './plugins/cache-invalidation';
import { canonicalAddressPlugin } from './plugins/canonical-address';
import { catalogCachePlugin } from './plugins/catalog-cache';
import { compressionPlugin } from './plugins/compression';
import { databasePlugin } from './plugins/database';
import { errorHandlerPlugin } from './plugins/error-handler';
import { openApiPlugin } from './plugins/openapi';
import { noStorePlugin } from './plugins/no-store';
import { isFromShopPages, originCheckPlugin } from './plugins/origin-check';
import { rateLimitPlugin } from './plugins/rate-limit';
import { paymentsPlugin } from './plugins/payments';
import { realtimePlugin } from './plugins/realtime';
import { realtimeRelayPlugin } from './plugins/realtime-relay';
import { redisPlugin } from './plugins/redis';
import { routeAccessPlugin } from './plugins/route-access';
import { routeRegistryPlugin } from './plugins/route-registry';
import { securityPlugin } from './plugins/security';
import { optionalUser, sessionPlugin } from './plugins/session';
import { shutdownPlugin } from './plugins/shutdown';
import { shopEventsPlugin } from './plugins/shop-events';
import { storagePlugin } from './plugins/storage';
import { webAppPlugin } from './plugins/web-app';
import { fastifyTrustProxy } from './trust-proxy-env';

/** Origins the browser reaches beyond the shop: live payment providers' (each provider names its own), and the bucket's. */
const providerOrigins = (config: Config) => {
  const payments = paymentProviderOrigins(config);
  return {
    connect: payments.connect,
    // Private images (transfer slips) reach the back office through signed addresses of the bucket.
    img: [...payments.img, ...[signedUrlOrigin(config)].filter((origin) => origin !== null)],
    form: payments.form,
  };
};

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Folder of the built web app; when it has no index.html only the API is served. */
  webDistDir?: string;
  /** Folder of the fonts certificates are set in (the bundle passes its own; source finds them). */
  fontsDir?: string;
  logger?: FastifyBaseLogger;
  /** Where uploads live; by default the one the configuration names (STORAGE). */
  storage?: FileStorage;
  /** The sandbox's control secret (`main.ts` keeps one in DATA_DIR); by default SANDBOX_CONTROL_SECRET, else a random one. */
  sandboxControlSecret?: string;
};

/** The whole HTTP application: plugins, then feature modules. Listening is the caller's job. */
export const buildApp = async (options: BuildAppOptions) => {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: fastifyTrustProxy(options.config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    // Node's and Fastify's own refusals in the shop's error shape, never echoing the path.
    clientErrorHandler,
    frameworkErrors,
    // The shutdown plugin refuses in the shop's refusal shape instead of Fastify's own body.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(routeRegistryPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(shutdownPlugin);
  await app.register(canonicalAddressPlugin);
  await app.register(compressionPlugin);
  await app.register(securityPlugin, {
    providerOrigins: providerOrigins(options.config),
    publicUrl: options.config.PUBLIC_URL,
  });
  await app.register(databasePlugin, { db: options.database.db, driver: options.database.driver });
  await app.register(storagePlugin, {
    storage: options.storage ?? (await createFileStorage(options.config)),
  });
  await app.register(redisPlugin, {
    url: options.config.REDIS_URL,
    commandTimeoutMs: options.config.REDIS_COMMAND_TIMEOUT_MS,
  });
  await app.register(rateLimitPlugin);
  await app.register(originCheckPlugin, { publicUrl: options.config.PUBLIC_URL });
  await app.register(sessionPlugin, { secureCookies: options.config.PUBLIC_URL.startsWith('https:') });
  await app.register(noStorePlugin);
  await app.register(routeAccessPlugin);
  await app.register(shopEventsPlugin);
  await app.register(catalogCachePlugin, { ttlSeconds: options.config.CATALOG_CACHE_SECONDS });
  setSettingsCacheTtl(options.database.db, options.config.CATALOG_CACHE_SECONDS * 1000);
  setPasswordHashingLimits({
    concurrency: options.config.PASSWORD_HASHES_AT_ONCE,
    maxWaiting: options.config.PASSWORD_HASH_QUEUE,
  });
  await app.register(cacheInvalidationPlugin);
  await app.register(realtimePlugin, { publicUrl: options.config.PUBLIC_URL });
  await app.register(realtimeRelayPlugin, { intervalMs: options.config.REALTIME_RELAY_INTERVAL_MS });
  await app.register(paymentsPlugin, { config: options.config });
  await app.register(openApiPlugin, { publicUrl: options.config.PUBLIC_URL });

  await registerModules(app, options.config, { fontsDir: options.fontsDir });
  if (options.config.PAYMENT_MODE === 'sandbox') {
    await app.register(paymentSandboxPlugin, {
      prefix: '/sandbox',
      shopUrl: options.config.SHOP_INTERNAL_URL,
      publicBaseUrl: `${options.config.PUBLIC_URL}/sandbox`,
      control: {
        secret:
          options.sandboxControlSecret ??
          options.config.SANDBOX_CONTROL_SECRET ??
          randomBytes(24).toString('base64url'),
        // The sandbox's pages take posts from anywhere; its controls take an administrator's
        // session only from the shop's own pages.
        isAdministrator: async (request) =>
          isFromShopPages(request, options.config.PUBLIC_URL) &&
          ((await optionalUser(request))?.roles.includes('admin') ?? false),
      },
    });
  }

  await app.register(webAppPlugin, {
    distDir: options.webDistDir ?? '',
    publicUrl: options.config.PUBLIC_URL,
    isTestMode: options.config.PAYMENT_MODE === 'sandbox',
    renderShell: pageShellRenderer({
      db: app.db,
      cache: app.catalogCache,
      publicUrl: options.config.PUBLIC_URL,
    }),
  });
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
