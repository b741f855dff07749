import type { PaySolutionsPayment } from './paysolutions-store';

const BANGKOK = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Bangkok',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/**
 * The inquiry's answer about a paid payment, with the documented field names (api-docs
 * "inquiry-api"), typos included: `CustomerEmal`, and `StatusName` "COMPLETE" where the postback
 * says "COMPLETED". `Total` is in baht.
 */
export const paySolutionsRecord = (payment: PaySolutionsPayment, postbackMethod: 'GET' | 'POST') => ({
  ReferenceNo: payment.refno,
  OrderNo: payment.orderNo,
  MerchantID: payment.merchantId,
  ProductDetail: payment.productDetail,
  Total: (payment.paidTotal ?? payment.total) / 100,
  CardType: payment.cardType,
  CustomerEmal: payment.customerEmail,
  CurrencyCode: payment.currencyCode,
  Status: 'CP',
  StatusName: 'COMPLETE',
  PostBackUrl: payment.postbackUrl,
  PostBackParameters: '',
  PostBackMethod: postbackMethod === 'GET' ? 'G' : 'P',
  PostBackCompleted: payment.postbackCompleted,
  OrderDateTime: payment.paidAt ? BANGKOK.format(payment.paidAt) : null,
  installment: 0,
});
