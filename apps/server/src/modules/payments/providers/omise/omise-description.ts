import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { describeProvider } from '../provider-description';
import { omiseRoutes } from './omise.routes';
import { createOmiseProvider } from './omise-provider';
import { omiseSettings } from './omise-settings';

export const omiseDescription = describeProvider({
  name: 'omise',
  settings: omiseSettings,
  create: createOmiseProvider,
  methods: [
    {
      id: PaymentMethodId.OMISE_CARD,
      name: 'บัตรเครดิต/เดบิต (Omise)',
      nameWeb: 'Credit card (Omise)',
      paymentType: 'OmiseCard',
    },
    {
      id: PaymentMethodId.OMISE_PROMPTPAY,
      name: 'พร้อมเพย์ (Omise)',
      nameWeb: 'PromptPay (Omise)',
      paymentType: 'OmisePromptPay',
    },
  ],
  routes: omiseRoutes,
  notification: { path: 'omise', methods: ['POST'] },
  returnsByFormPost: false,
  // Omise.js tokenises cards at the vault; card brand images come from its API host.
  liveOrigins: (config) =>
    config.OMISE_PUBLIC_KEY
      ? { connect: [new URL(config.OMISE_VAULT_URL).origin], img: [new URL(config.OMISE_API_URL).origin] }
      : {},
});
