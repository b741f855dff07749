import type { ScbPayment, StoredQr } from './scb-store';

const BANGKOK_OFFSET_MS = 7 * 60 * 60_000;

/** ISO 8601 in Bangkok time (GMT+7), as SCB writes QR30 times: `2026-01-31T10:22:54.000+07:00`. */
export const bangkokIso = (at: Date): string =>
  `${new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 23)}+07:00`;

/** The Bangkok day of a moment, `yyyy-MM-dd` (the inquiry's `transactionDate`). */
export const bangkokDay = (at: Date): string =>
  new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);

/**
 * One QR30 payment as SCB's payment confirmation and bill-payment inquiry report it
 * (developer.scb qr-payment/payment-confirmation). The payer is a made-up SCB customer.
 */
export const scbTransaction = (qr: StoredQr, payment: ScbPayment) => ({
  payeeProxyId: qr.billerId,
  payeeProxyType: 'BILLERID',
  payeeAccountNumber: '9876543210',
  payeeName: 'COURSE SHOP CO LTD',
  payerProxyId: '',
  payerProxyType: '',
  payerAccountNumber: '123xxxx890',
  payerName: 'SOMYING RIANDEE',
  sendingBankCode: payment.sendingBankCode,
  receivingBankCode: '014',
  amount: payment.amount,
  transactionId: payment.transactionId,
  fastEasySlipNumber: payment.transactionId.slice(-12),
  transactionDateandTime: bangkokIso(payment.paidAt),
  billPaymentRef1: qr.ref1,
  billPaymentRef2: qr.ref2 ?? '',
  billPaymentRef3: qr.ref3 ?? '',
  currencyCode: '764',
  channelCode: 'PMH',
  transactionType: 'Domestic Transfer',
});

export type ScbTransaction = ReturnType<typeof scbTransaction>;
