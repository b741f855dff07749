import type { PaymentOutcome } from '@shop/domain/payments/payment-outcome';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { ProviderRefusedError, type PaymentProvider, type ProviderLog } from '../../payment-provider';
import { twoC2pCall } from './twoc2p-api';
import { cardDetailsOf, inquiryOutcome } from './twoc2p-inquiry';
import { twoC2pInvoiceNo } from './twoc2p-invoice';
import { checkTwoC2pNotification } from './twoc2p-notification';
import { paymentTokenClaims } from './twoc2p-payment-token';
import type { TwoC2pSettings } from './twoc2p-settings';

/** A payment token is good for 30 minutes (research §2.1); a card attempt ends with it. */
const TOKEN_LIFETIME_MS = 30 * 60_000;

/**
 * 2C2P PGW v4.3: card (3), installments (10) and QR (15). The server asks for a payment token and
 * sends the buyer to 2C2P's page; a signed backend notification makes the server ask
 * `/paymentInquiry`, whose signed answer settles.
 */
export const createTwoC2pProvider = (settings: TwoC2pSettings): PaymentProvider => {
  const inquire = async (invoiceNo: string, log: ProviderLog) => {
    const answer = await twoC2pCall(settings, log, '/paymentInquiry', {
      merchantID: settings.merchantId,
      invoiceNo,
      locale: 'en',
    });
    return { outcome: inquiryOutcome(answer), cardDetails: cardDetailsOf(answer.claims) };
  };

  return {
    name: '2c2p',
    methodIds: [PaymentMethodId.TWOC2P_CARD, PaymentMethodId.TWOC2P_INSTALLMENT, PaymentMethodId.TWOC2P_QR],
    reference: ({ orderId, attemptId }, now) => twoC2pInvoiceNo(orderId, attemptId, now),
    // 2C2P's inquiry asks by our invoiceNo, which it knows from the payment token on.
    referenceIsProviderRef: true,
    // A payment token stays payable for its 30 minutes whatever the shop says.
    expireStopsPayment: false,
    lookUpLagMs: 0,
    // The buyer pays on 2C2P's page, whose address the start hands over.
    takesMoneyAtStart: () => false,
    async start(request, log) {
      const now = new Date();
      const invoiceNo = request.shopRef;
      const answer = await twoC2pCall(
        settings,
        log,
        '/paymentToken',
        paymentTokenClaims(settings.merchantId, request, invoiceNo),
      );
      const url = answer.claims.webPaymentUrl;
      // Only 0000 with a page to go to lets the buyer proceed; any other code is 2C2P's refusal.
      if (answer.respCode !== '0000' || typeof url !== 'string' || url === '')
        throw new ProviderRefusedError(
          '2c2p',
          answer.httpStatus,
          answer.respCode || 'no_payment_url',
          `2C2P refused the payment token: ${answer.respDesc}`,
        );
      return {
        providerRef: invoiceNo,
        outcome: { kind: 'pending' },
        nextAction: { type: 'redirect', url },
        expiresAt: request.expiresAt ?? new Date(now.getTime() + TOKEN_LIFETIME_MS),
        cardDetails: null,
      };
    },
    checkNotification: (raw) => checkTwoC2pNotification(raw, settings),
    inquire,
    /**
     * 2C2P has no call to withdraw a payment token. The reconciler asks this only after the
     * attempt's own end (the QR's paymentExpiry, the token's 30 minutes, the order's deadline),
     * when 2C2P no longer takes a payment for it: a last inquiry, and if 2C2P still holds no
     * finished payment, the attempt is over. A payment 2C2P reports later still settles (the
     * core lets money that arrived win over an expiry).
     */
    async expire(invoiceNo, log): Promise<PaymentOutcome> {
      const { outcome } = await inquire(invoiceNo, log);
      return outcome.kind === 'pending' ? { kind: 'expired' } : outcome;
    },
  };
};
