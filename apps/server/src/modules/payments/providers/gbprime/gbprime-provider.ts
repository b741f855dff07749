import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { ProviderUnavailableError, type PaymentProvider, type ProviderLog } from '../../payment-provider';
import { gbPrimeCall } from './gbprime-api';
import { readGbPrimeBackgroundPost } from './gbprime-notification';
import { gbPrimeCardDetails, gbPrimeStatusOutcome, gbPrimeStatusSchema } from './gbprime-outcome';
import { gbPrimeReferenceNo } from './gbprime-reference';
import type { GbPrimeSettings } from './gbprime-settings';
import { startGbPrimeCard, startGbPrimeQr } from './gbprime-start';

/**
 * GB Prime Pay card with 3-D Secure (11) and PromptPay QR Cash (12). GB's background posts are
 * unsigned hints; `check_status_txn`, asked with the secret key, is what settles.
 */
export const createGbPrimeProvider = (settings: GbPrimeSettings): PaymentProvider => {
  const inquire = async (referenceNo: string, log: ProviderLog) => {
    const parsed = gbPrimeStatusSchema.safeParse(
      await gbPrimeCall(settings, log, { path: '/v1/check_status_txn', body: { json: { referenceNo } } }),
    );
    if (!parsed.success)
      throw new ProviderUnavailableError('gbprime', 'GB answered a status the shop cannot read');
    const answer = parsed.data;
    return { outcome: gbPrimeStatusOutcome(answer), cardDetails: gbPrimeCardDetails(answer.txn?.cardNo) };
  };

  return {
    name: 'gbprime',
    methodIds: [PaymentMethodId.GBPRIME_CARD, PaymentMethodId.GBPRIME_PROMPTPAY],
    reference: ({ attemptId }, now) => gbPrimeReferenceNo(attemptId, now),
    // check_status_txn asks by our referenceNo.
    referenceIsProviderRef: true,
    // GB has no call to stop a QR or a 3-D Secure charge.
    expireStopsPayment: false,
    lookUpLagMs: 0,
    // Without 3-D Secure a card is charged by the start itself; otherwise after GB's OTP page.
    takesMoneyAtStart: (methodId) => methodId === PaymentMethodId.GBPRIME_CARD && !settings.threeDSecure,
    start(request, log) {
      const referenceNo = request.shopRef;
      return request.methodId === PaymentMethodId.GBPRIME_PROMPTPAY
        ? startGbPrimeQr(settings, request, referenceNo, log)
        : startGbPrimeCard(settings, request, referenceNo, log);
    },
    checkNotification: (raw) => Promise.resolve(readGbPrimeBackgroundPost(raw)),
    inquire,
    /**
     * GB has no call to cancel a QR or an abandoned 3-D Secure charge (research §3, [S]); past
     * its time an attempt gets one last status inquiry: paid is paid, anything still open expires.
     * A payment GB reports later still arrives through a background post and is settled or flagged.
     */
    async expire(referenceNo, log) {
      const { outcome } = await inquire(referenceNo, log);
      return outcome.kind === 'pending' ? { kind: 'expired' } : outcome;
    },
  };
};
