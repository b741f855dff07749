import type { FastifyInstance } from 'fastify';
import { PAYSOLUTIONS_SANDBOX_KEYS } from './paysolutions-sandbox-keys';

/** The inquiry's three headers as the shop sends them. */
export const inquiryHeaders = {
  merchantId: PAYSOLUTIONS_SANDBOX_KEYS.merchantId.slice(-5),
  merchantSecretKey: PAYSOLUTIONS_SANDBOX_KEYS.secretKey,
  apikey: PAYSOLUTIONS_SANDBOX_KEYS.apiKey,
};

/** The merchant's form, as spec 2's shop posts it; `overrides` change or add fields. */
export const paymentFormFields = (refno: string, overrides: Record<string, string> = {}) => ({
  merchantid: PAYSOLUTIONS_SANDBOX_KEYS.merchantId,
  refno,
  customeremail: 'somying@example.com',
  productdetail: 'พื้นฐาน UX/UI Design',
  total: '2664.30',
  cc: '00',
  lang: 'TH',
  returnurl: 'http://localhost:3000/payment/42?attempt=7',
  postbackurl: 'http://localhost:3000/webhook/payment/pay-solutions',
  ...overrides,
});

/** A browser posting the merchant's form to the hosted page. */
export const postPaymentForm = (app: FastifyInstance, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/sandbox/paysolutions/epaylink/payment.aspx',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** The buyer pressing one of the hosted page's buttons. */
export const decide = (app: FastifyInstance, refno: string, decision: 'pay' | 'fail' | 'abandon') =>
  app.inject({
    method: 'POST',
    url: '/sandbox/paysolutions/epaylink/confirm.aspx',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ refno, decision }).toString(),
  });

/** The shop's inquiry about one refno. */
export const inquire = (
  app: FastifyInstance,
  refno: string,
  headers: Record<string, string> = inquiryHeaders,
) =>
  app.inject({
    method: 'POST',
    url: '/sandbox/paysolutions/order/orderdetailpost',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify({
      merchantId: inquiryHeaders.merchantId,
      orderNo: 'X',
      refno,
      productDetail: 'QWERTY',
    }),
  });

/** A control call of the Pay Solutions sandbox. */
export const control = (app: FastifyInstance, method: 'GET' | 'POST', path: string, body?: unknown) =>
  app.inject({
    method,
    url: `/sandbox/__control/paysolutions${path}`,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
