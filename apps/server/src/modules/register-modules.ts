import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { accountsModule } from './accounts/index';
import { cartModule } from './cart/index';
import { catalogueModule } from './catalogue/index';
import { communityModule } from './community/index';
import { documentsModule } from './documents/index';
import { healthModule } from './health/index';
import { learningModule } from './learning/index';
import { mailModule } from './mail/index';
import { mediaModule } from './media/index';
import { ordersModule } from './orders/index';
import { paymentsModule } from './payments/index';
import { reportsModule } from './reports/index';
import { settingsModule } from './settings/index';
import { shippingModule } from './shipping/index';
import { storefrontModule } from './storefront/index';

/** Every module's routes; one line per module (each module's index registers its own). */
export const registerModules = async (
  app: FastifyInstance,
  config: Config,
  options: { fontsDir?: string | undefined },
) => {
  const moduleOptions = { config, fontsDir: options.fontsDir };
  await app.register(accountsModule, moduleOptions);
  await app.register(cartModule, moduleOptions);
  await app.register(catalogueModule, moduleOptions);
  await app.register(communityModule, moduleOptions);
  await app.register(documentsModule, moduleOptions);
  await app.register(healthModule, moduleOptions);
  await app.register(learningModule, moduleOptions);
  await app.register(mailModule, moduleOptions);
  await app.register(mediaModule, moduleOptions);
  await app.register(ordersModule, moduleOptions);
  await app.register(paymentsModule, moduleOptions);
  await app.register(reportsModule, moduleOptions);
  await app.register(settingsModule, moduleOptions);
  await app.register(shippingModule, moduleOptions);
  await app.register(storefrontModule, moduleOptions);
};
