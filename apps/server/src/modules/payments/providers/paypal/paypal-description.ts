import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { describeProvider } from '../provider-description';
import { payPalRoutes } from './paypal.routes';
import { createPayPalProvider } from './paypal-provider';
import { paypalSettings } from './paypal-settings';

export const payPalDescription = describeProvider({
  name: 'paypal',
  settings: paypalSettings,
  create: createPayPalProvider,
  methods: [{ id: PaymentMethodId.PAYPAL, name: 'PayPal', nameWeb: 'PayPal', paymentType: 'PayPal' }],
  routes: payPalRoutes,
  notification: { path: 'paypal', methods: ['POST'] },
  returnsByFormPost: false,
  liveOrigins: () => ({}),
});
