import { describeProvider } from '../provider-description';
import { gbPrimeRoutes } from './gbprime.routes';
import { createGbPrimeProvider } from './gbprime-provider';
import { gbPrimeSettings } from './gbprime-settings';

export const gbPrimeDescription = describeProvider({
  name: 'gbprime',
  settings: gbPrimeSettings,
  create: createGbPrimeProvider,
  routes: gbPrimeRoutes,
  notification: { path: 'gbprime', methods: ['POST'] },
  // The buyer's browser tokenises cards at GB's API (method 11).
  liveOrigins: (config) =>
    config.GBPRIME_PUBLIC_KEY ? { connect: [new URL(config.GBPRIME_API_URL).origin] } : {},
});
