import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { describeProvider } from '../provider-description';
import { gbPrimeRoutes } from './gbprime.routes';
import { createGbPrimeProvider } from './gbprime-provider';
import { gbPrimeSettings } from './gbprime-settings';

export const gbPrimeDescription = describeProvider({
  name: 'gbprime',
  settings: gbPrimeSettings,
  create: createGbPrimeProvider,
  methods: [
    {
      id: PaymentMethodId.GBPRIME_CARD,
      name: 'บัตรเครดิต (GB Prime Pay)',
      nameWeb: 'Credit card (GB Prime Pay)',
      paymentType: 'GBPrimeCard',
    },
    {
      id: PaymentMethodId.GBPRIME_PROMPTPAY,
      name: 'พร้อมเพย์ (GB Prime Pay)',
      nameWeb: 'PromptPay (GB Prime Pay)',
      paymentType: 'GBPrimePromptPay',
    },
  ],
  routes: gbPrimeRoutes,
  notification: { path: 'gbprime', methods: ['POST'] },
  // Its responseUrl returns the buyer with a form POST.
  returnsByFormPost: true,
  // The buyer's browser tokenises cards at GB's API (method 11).
  liveOrigins: (config) =>
    config.GBPRIME_PUBLIC_KEY ? { connect: [new URL(config.GBPRIME_API_URL).origin] } : {},
});
