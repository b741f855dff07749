import { decimalOf } from './twoc2p-amount';
import type { TwoC2pPayment } from './twoc2p-payment';

const pad = (n: number) => String(n).padStart(2, '0');

/** 2C2P's transactionDateTime, "yyyyMMddHHmmss" in Bangkok time. */
const transactionDateTime = (at: Date | null): string => {
  if (!at) return '';
  const bangkok = new Date(at.getTime() + 7 * 3_600_000);
  return `${String(bangkok.getUTCFullYear())}${pad(bangkok.getUTCMonth() + 1)}${pad(bangkok.getUTCDate())}${pad(
    bangkok.getUTCHours(),
  )}${pad(bangkok.getUTCMinutes())}${pad(bangkok.getUTCSeconds())}`;
};

const AGENT: Readonly<Record<TwoC2pPayment['channel'], string>> = { CC: 'KBANK', IPP: 'KBANK', QR: 'THQR' };

/**
 * The full transaction as `/paymentInquiry` and the backend notification carry it (research
 * §2.1): amounts as decimals, the card masked, the merchant's userDefined fields echoed.
 */
export const transactionClaims = (payment: TwoC2pPayment): Record<string, unknown> => {
  const isCard = payment.channel !== 'QR';
  const masked = payment.card?.masked ?? '';
  return {
    merchantID: payment.merchantId,
    invoiceNo: payment.invoiceNo,
    amount: decimalOf(payment.amount),
    currencyCode: payment.currencyCode,
    transactionDateTime: transactionDateTime(payment.transactionAt),
    agentCode: AGENT[payment.channel],
    channelCode: payment.channel === 'QR' ? 'THQR' : payment.channel,
    approvalCode: payment.approvalCode,
    referenceNo: payment.referenceNo,
    tranRef: payment.tranRef,
    ...(isCard ? { cardNo: masked, accountNo: masked } : { accountNo: '' }),
    cardToken: '',
    cardType: isCard && payment.card ? 'CREDIT' : '',
    paymentScheme: payment.card?.brand ?? (isCard ? '' : 'THQR'),
    issuerCountry: isCard && payment.card ? 'TH' : '',
    issuerBank: isCard && payment.card ? 'KASIKORNBANK PCL' : '',
    eci: isCard && payment.card ? '05' : '',
    installmentPeriod: payment.chosenPeriod ?? 0,
    interestType: payment.interestType ?? '',
    interestRate: payment.interestType === 'M' ? 0 : payment.interestType ? 0.8 : 0,
    installmentMerchantAbsorbRate: payment.interestType === 'M' ? 0.8 : 0,
    ...payment.userDefined,
    respCode: payment.respCode,
    respDesc: payment.respDesc,
  };
};
