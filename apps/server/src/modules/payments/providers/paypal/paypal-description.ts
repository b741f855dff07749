import { describeProvider } from '../provider-description';
import { payPalRoutes } from './paypal.routes';
import { createPayPalProvider } from './paypal-provider';
import { paypalSettings } from './paypal-settings';

export const payPalDescription = describeProvider({
  name: 'paypal',
  settings: paypalSettings,
  create: createPayPalProvider,
  routes: payPalRoutes,
  notification: { path: 'paypal', methods: ['POST'] },
  liveOrigins: () => ({}),
});
