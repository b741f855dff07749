import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { parseTokenRequest } from './parse-token-request';
import { currentPayment, openCodes } from './settle-twoc2p-payment';
import { transactionClaims } from './transaction-claims';
import type { TwoC2pContext } from './twoc2p-context';
import { TWOC2P_ERRORS } from './twoc2p-error';
import { signPayload, verifyPayload } from './twoc2p-jwt';
import { webPaymentUrl } from './twoc2p-page-path';
import type { TwoC2pPayment } from './twoc2p-payment';
import { TWOC2P_SANDBOX_KEYS } from './twoc2p-sandbox-keys';

const TOKEN_LIFETIME_MS = 30 * 60_000;

/** The verified claims of a request body `{"payload":"<JWT>"}`, or 2C2P's refusal. */
const requestClaims = async (context: TwoC2pContext, body: unknown) => {
  const payload = typeof body === 'object' && body !== null ? (body as { payload?: unknown }).payload : null;
  if (typeof payload !== 'string' || payload.split('.').length !== 3)
    throw TWOC2P_ERRORS.invalidJwt('payload');
  const claims = await verifyPayload(payload, context.store.secretKey);
  if (!claims) throw TWOC2P_ERRORS.hashMismatch();
  if (claims.merchantID !== TWOC2P_SANDBOX_KEYS.merchantId) throw TWOC2P_ERRORS.invalidJwt('merchantID');
  return claims;
};

/** A successful answer: the claims as a payload signed with the merchant's key. */
const signed = async (context: TwoC2pContext, claims: Record<string, unknown>) => ({
  payload: await signPayload(claims, context.store.secretKey),
});

/** PGW v4.3's API under /2c2p/payment/4.3: payment tokens and inquiries (research §2.1). */
export const twoC2pApiRoutes =
  (context: TwoC2pContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    app.post('/2c2p/payment/4.3/paymentToken', async (request) => {
      const claims = await requestClaims(context, request.body);
      const asked = parseTokenRequest(claims);
      if (context.store.byInvoice.has(asked.invoiceNo)) throw TWOC2P_ERRORS.existingInvoice();
      const now = context.now();
      const status = asked.channel === 'QR' ? 'pending' : 'open';
      const payment: TwoC2pPayment = {
        ...asked,
        paymentToken: `kSA${randomBytes(36).toString('base64url')}`,
        merchantId: String(claims.merchantID),
        chosenPeriod: null,
        createdAt: now,
        expiresAt: asked.paymentExpiry ?? new Date(now.getTime() + TOKEN_LIFETIME_MS),
        status,
        ...openCodes(status),
        card: null,
        cardOutcome: null,
        tranRef: '',
        approvalCode: '',
        referenceNo: '',
        transactionAt: null,
        isReturned: false,
      };
      context.store.add(payment);
      return signed(context, {
        webPaymentUrl: webPaymentUrl(context.settings, payment.paymentToken),
        paymentToken: payment.paymentToken,
        respCode: '0000',
        respDesc: 'Success',
      });
    });

    app.post('/2c2p/payment/4.3/paymentInquiry', async (request) => {
      const claims = await requestClaims(context, request.body);
      const invoiceNo = typeof claims.invoiceNo === 'string' ? claims.invoiceNo : '';
      const payment = context.store.byInvoice.get(invoiceNo);
      if (!payment)
        return signed(context, { invoiceNo, respCode: '2002', respDesc: 'Transaction not found' });
      return signed(context, transactionClaims(currentPayment(context, payment)));
    });
    done();
  };
