import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { describeProvider } from '../provider-description';
import { scbRoutes } from './scb.routes';
import { createScbProvider } from './scb-provider';
import { scbSettings } from './scb-settings';

export const scbDescription = describeProvider({
  name: 'scb',
  settings: scbSettings,
  create: createScbProvider,
  methods: [
    { id: PaymentMethodId.SCB_QR, name: 'QR Code (SCB)', nameWeb: 'SCB QR code', paymentType: 'SCBQR' },
  ],
  routes: scbRoutes,
  notification: { path: 'scb', methods: ['POST'] },
  returnsByFormPost: false,
  liveOrigins: () => ({}),
});
