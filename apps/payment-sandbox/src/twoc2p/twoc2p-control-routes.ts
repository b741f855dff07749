import type { FastifyInstance } from 'fastify';
import { ControlError } from '../control/control-error';
import { expandBracketKeys } from '../lib/expand-bracket-keys';
import { toWholeNumber } from '../lib/to-whole-number';
import { currentPayment, settleTwoC2pPayment, type TwoC2pOutcome } from './settle-twoc2p-payment';
import { transactionClaims } from './transaction-claims';
import type { TwoC2pContext } from './twoc2p-context';
import type { NotificationVariant } from './twoc2p-notifier';
import { webPaymentUrl } from './twoc2p-page-path';
import { isOpen, type TwoC2pPayment } from './twoc2p-payment';

type InvoiceParams = { Params: { invoiceNo: string } };

const VARIANTS: readonly NotificationVariant[] = ['honest', 'tamper', 'wrong-key'];

/** A payment as tests read it: the stored state plus the page address. */
const view = (context: TwoC2pContext, payment: TwoC2pPayment) => ({
  ...payment,
  webPaymentUrl: webPaymentUrl(context.settings, payment.paymentToken),
});

/**
 * Test-only endpoints under /__control/2c2p, keyed by the merchant's invoice number: drive an
 * open payment as the bank or the buyer's banking app would, send notifications (also forged
 * ones), lose them, rotate the merchant's key, list payments.
 */
export const twoC2pControlRoutes =
  (context: TwoC2pContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    const paymentOrThrow = (invoiceNo: string) => {
      const payment = context.store.byInvoice.get(invoiceNo);
      if (!payment) throw new ControlError(404, 'payment not found');
      return currentPayment(context, payment);
    };
    const settleOpen = (invoiceNo: string, outcome: TwoC2pOutcome) => {
      const payment = paymentOrThrow(invoiceNo);
      if (!isOpen(payment)) throw new ControlError(409, `payment is ${payment.status}`);
      return view(context, settleTwoC2pPayment(context, payment, outcome));
    };

    app.get('/payments', (request) => {
      const { status } = request.query as { status?: string };
      return [...context.store.byInvoice.values()]
        .map((payment) => currentPayment(context, payment))
        .filter((payment) => status === undefined || payment.status === status)
        .reverse()
        .map((payment) => view(context, payment));
    });

    app.get<InvoiceParams>('/payments/:invoiceNo', (request) =>
      view(context, paymentOrThrow(request.params.invoiceNo)),
    );

    // The buyer paid (a QR scanned in a banking app); another amount or currency tests mismatches.
    app.post<InvoiceParams>('/payments/:invoiceNo/succeed', (request) => {
      const body = expandBracketKeys(request.body);
      const payment = paymentOrThrow(request.params.invoiceNo);
      const amount = body.amount === undefined ? payment.amount : toWholeNumber(body.amount);
      if (amount === null || amount <= 0) throw new ControlError(400, 'amount must be whole minor units');
      if (isOpen(payment)) {
        payment.amount = amount;
        if (typeof body.currency === 'string') payment.currencyCode = body.currency.toUpperCase();
      }
      return settleOpen(request.params.invoiceNo, { status: 'succeeded' });
    });

    app.post<InvoiceParams>('/payments/:invoiceNo/fail', (request) => {
      const { code, description } = expandBracketKeys(request.body);
      return settleOpen(request.params.invoiceNo, {
        status: 'failed',
        respCode: typeof code === 'string' ? code : '4005',
        respDesc: typeof description === 'string' ? description : 'Do not Honour',
      });
    });

    app.post<InvoiceParams>('/payments/:invoiceNo/cancel', (request) =>
      settleOpen(request.params.invoiceNo, { status: 'cancelled' }),
    );

    app.post<InvoiceParams>('/payments/:invoiceNo/expire', (request) =>
      settleOpen(request.params.invoiceNo, { status: 'expired' }),
    );

    app.post<InvoiceParams>('/payments/:invoiceNo/pending', (request) =>
      settleOpen(request.params.invoiceNo, { status: 'pending' }),
    );

    // Delivers the backend notification now, as it stands or claiming another code, honest or forged.
    app.post<InvoiceParams>('/payments/:invoiceNo/webhook', async (request) => {
      const body = expandBracketKeys(request.body);
      const payment = paymentOrThrow(request.params.invoiceNo);
      const times = body.times === undefined ? 1 : toWholeNumber(body.times);
      if (times === null || times < 1 || times > 20) throw new ControlError(400, 'times must be 1 to 20');
      const variant = (body.variant ?? 'honest') as NotificationVariant;
      if (!VARIANTS.includes(variant))
        throw new ControlError(400, `variant is one of ${VARIANTS.join(', ')}`);
      const claims = {
        ...transactionClaims(payment),
        ...(typeof body.respCode === 'string'
          ? { respCode: body.respCode, respDesc: 'Claimed by a test' }
          : {}),
      };
      const deliveries = [];
      for (let sent = 0; sent < times; sent += 1)
        deliveries.push(await context.notifier.deliverNow(payment.backendReturnUrl, claims, variant));
      return { deliveries };
    });

    app.post('/webhooks', (request) => {
      const { enabled } = expandBracketKeys(request.body);
      if (typeof enabled !== 'boolean') throw new ControlError(400, 'enabled must be true or false');
      context.store.areWebhooksEnabled = enabled;
      return { enabled };
    });

    // The merchant changed its key in 2C2P's portal: requests signed with the old one get 9042.
    app.post('/merchant-key', (request) => {
      const { secretKey } = expandBracketKeys(request.body);
      if (typeof secretKey !== 'string' || secretKey.length < 16)
        throw new ControlError(400, 'secretKey must be at least 16 characters');
      context.store.secretKey = secretKey;
      return { rotated: true };
    });
    done();
  };
