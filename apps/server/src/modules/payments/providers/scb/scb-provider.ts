import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import type { PaymentOutcome } from '@shop/domain/payments/payment-outcome';
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  type PaymentProvider,
  type ProviderLog,
} from '../../payment-provider';
import { createScbApi } from './scb-api';
import { readScbConfirmation } from './scb-confirmation';
import { inquiryOutcome } from './scb-payment-outcome';
import { QR_CREATE_PATH, checkReference, qrCreateBody } from './scb-qr-request';
import { attemptReference, inquiryDays, referenceDay } from './scb-references';
import { scbInquirySchema, scbQrSchema } from './scb-shapes';
import type { ScbSettings } from './scb-settings';

/** Thai QR tag 30, buyer scans the shop's QR (C scan B). */
const QR30_EVENT_CODE = '00300100';

/**
 * SCB QR (4): a Thai QR tag 30 from SCB's QR create API, shown to the buyer; SCB's unsigned
 * payment confirmation is only a hint, and the bill-payment inquiry is what settles.
 */
export const createScbProvider = (
  settings: ScbSettings,
  now: () => Date = () => new Date(),
): PaymentProvider => {
  const api = createScbApi(settings, now);

  const inquire = async (ref1: string, log: ProviderLog): Promise<PaymentOutcome> => {
    checkReference('reference1', ref1);
    const createdDay = referenceDay(ref1);
    if (!createdDay)
      throw new ProviderRefusedError('scb', 400, 'not_found', `${ref1} is not a reference of this shop`);
    for (const day of inquiryDays(createdDay, now())) {
      const data = await api.call(log, {
        method: 'GET',
        path: '/v1/payment/billpayment/inquiry',
        query: {
          eventCode: QR30_EVENT_CODE,
          transactionDate: day,
          billerId: settings.billerId,
          reference1: ref1,
        },
      });
      const payments = scbInquirySchema.safeParse(data ?? []);
      if (!payments.success)
        throw new ProviderUnavailableError(
          'scb',
          'the inquiry answered something that is not a list of payments',
        );
      const outcome = inquiryOutcome(ref1, payments.data);
      if (outcome.kind !== 'pending') return outcome;
    }
    return { kind: 'pending' };
  };

  return {
    name: 'scb',
    methodIds: [PaymentMethodId.SCB_QR],
    reference: ({ orderId, attemptId }, at) => attemptReference(orderId, attemptId, at),
    // The bill-payment inquiry asks by our ref1.
    referenceIsProviderRef: true,
    // SCB's QR stays payable until its own expiryDate.
    expireStopsPayment: false,
    lookUpLagMs: 0,
    // The buyer pays the QR the start hands over.
    takesMoneyAtStart: () => false,

    async start(request, log) {
      const { ref1, body } = qrCreateBody(settings, request);
      const data = scbQrSchema.safeParse(await api.call(log, { method: 'POST', path: QR_CREATE_PATH, body }));
      if (!data.success) throw new ProviderUnavailableError('scb', 'the QR create answer has no QR image');
      return {
        providerRef: ref1,
        outcome: { kind: 'pending' },
        nextAction: {
          type: 'qr',
          image_url: `data:image/png;base64,${data.data.qrImage.replace(/\s+/g, '')}`,
        },
        // The QR was made with this expiryDate: banks refuse it afterwards.
        expiresAt: request.expiresAt,
        cardDetails: null,
      };
    },

    checkNotification: (raw) => Promise.resolve(readScbConfirmation(raw.body)),

    // SCB retries a confirmation that is not answered this way (3 times, 12 s apart).
    replyToNotification: (notification) => ({
      status: 200,
      body: { resCode: '00', resDesc: 'success', transactionId: notification?.eventId ?? '' },
    }),

    async inquire(ref1, log) {
      return { outcome: await inquire(ref1, log), cardDetails: null };
    },

    /**
     * SCB has no call to cancel a QR: its expiryDate already makes banks refuse it. This is the
     * last question about it: paid, or over.
     */
    async expire(ref1, log) {
      const outcome = await inquire(ref1, log);
      return outcome.kind === 'pending' ? { kind: 'expired' } : outcome;
    },
  };
};
