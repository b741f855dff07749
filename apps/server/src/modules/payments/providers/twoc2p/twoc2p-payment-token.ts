import { INSTALLMENT_INTEREST_TYPE } from '@shop/domain/payments/installments';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import type { StartRequest } from '../../payment-provider';
import { decimalFromMinor } from './twoc2p-amount';

/** 2C2P's channel for each method: cards, installment plans, QR (THQR among them). */
const CHANNELS: Readonly<Record<number, readonly string[]>> = {
  [PaymentMethodId.TWOC2P_CARD]: ['CC'],
  [PaymentMethodId.TWOC2P_INSTALLMENT]: ['IPP'],
  [PaymentMethodId.TWOC2P_QR]: ['QR'],
};

const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/**
 * `paymentExpiry` as "yyyy-MM-dd HH:mm:ss". 2C2P's documentation shows the format but not the
 * zone; Thai merchants' portals run on Bangkok time, so the shop writes Bangkok time (UTC+7).
 */
export const paymentExpiryText = (at: Date): string =>
  new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** The claims of `POST /paymentToken` for one attempt (research §2.1). */
export const paymentTokenClaims = (
  merchantId: string,
  request: StartRequest,
  invoiceNo: string,
): Record<string, unknown> => {
  const channel = CHANNELS[request.methodId];
  if (!channel) throw new Error(`2C2P does not take method ${String(request.methodId)}`);
  const isInstallment = request.methodId === PaymentMethodId.TWOC2P_INSTALLMENT;
  if (isInstallment && !request.installmentMonths)
    throw new Error('an installment payment needs the months the buyer chose');
  return {
    merchantID: merchantId,
    invoiceNo,
    description: request.order.description,
    amount: decimalFromMinor(request.order.amountDue),
    currencyCode: request.order.currency.toUpperCase(),
    paymentChannel: channel,
    ...(isInstallment
      ? { installmentPeriodFilter: [request.installmentMonths], interestType: INSTALLMENT_INTEREST_TYPE }
      : {}),
    ...(request.expiresAt ? { paymentExpiry: paymentExpiryText(request.expiresAt) } : {}),
    locale: request.buyer.language,
    frontendReturnUrl: request.returnUrl,
    backendReturnUrl: request.notifyUrl,
    // Echoed back in the inquiry and the notification: a token whose answer was lost still finds
    // its attempt.
    userDefined1: String(request.attemptId),
  };
};
