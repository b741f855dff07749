import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { describeProvider } from '../provider-description';
import { paySolutionsRoutes } from './paysolutions.routes';
import { createPaySolutionsProvider } from './paysolutions-provider';
import { paySolutionsSettings } from './paysolutions-settings';

export const paySolutionsDescription = describeProvider({
  name: 'paysolutions',
  settings: paySolutionsSettings,
  create: createPaySolutionsProvider,
  methods: [
    {
      id: PaymentMethodId.PAY_SOLUTIONS,
      name: 'Pay Solutions',
      nameWeb: 'Pay Solutions',
      paymentType: 'PaySolutions',
    },
  ],
  routes: paySolutionsRoutes,
  // Pay Solutions documents a GET postback and reports POST in its inquiry: both are taken.
  notification: { path: 'pay-solutions', methods: ['GET', 'POST'] },
  // Its payment page returns the buyer with a form POST.
  returnsByFormPost: true,
  // Its payment page takes the buyer's form post (method 13).
  liveOrigins: (config) =>
    config.PAYSOLUTIONS_MERCHANT_ID ? { form: [new URL(config.PAYSOLUTIONS_PAYMENT_URL).origin] } : {},
});
