import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { describeProvider } from '../provider-description';
import { twoC2pRoutes } from './twoc2p.routes';
import { createTwoC2pProvider } from './twoc2p-provider';
import { twoC2pSettings } from './twoc2p-settings';

export const twoC2pDescription = describeProvider({
  name: '2c2p',
  settings: twoC2pSettings,
  create: createTwoC2pProvider,
  methods: [
    {
      id: PaymentMethodId.TWOC2P_CARD,
      name: 'บัตรเครดิต/เดบิต (2C2P)',
      nameWeb: 'Credit card (2C2P)',
      paymentType: '2C2P',
    },
    {
      id: PaymentMethodId.TWOC2P_INSTALLMENT,
      name: 'ผ่อนชำระ (2C2P)',
      nameWeb: 'Installment (2C2P)',
      paymentType: '2C2PInstallment',
    },
    {
      id: PaymentMethodId.TWOC2P_QR,
      name: 'QR Payment (2C2P)',
      nameWeb: 'QR payment (2C2P)',
      paymentType: '2C2PQR',
    },
  ],
  routes: twoC2pRoutes,
  notification: { path: '2c2p', methods: ['POST'] },
  // Its hosted page returns the buyer with a form POST (paymentResponse).
  returnsByFormPost: true,
  liveOrigins: () => ({}),
});
