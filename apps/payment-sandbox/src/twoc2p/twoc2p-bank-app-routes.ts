import type { FastifyInstance, FastifyReply } from 'fastify';
import { expandBracketKeys } from '../lib/expand-bracket-keys';
import { renderBankAppPage, renderPaymentsIndex } from './render-bank-app-pages';
import { renderInvalidTokenPage } from './render-end-pages';
import { currentPayment, settleTwoC2pPayment } from './settle-twoc2p-payment';
import type { TwoC2pContext } from './twoc2p-context';
import { webPaymentUrl } from './twoc2p-page-path';
import { isOpen } from './twoc2p-payment';

type InvoiceParams = { Params: { invoiceNo: string } };

const INDEX_LIMIT = 50;

const html = (reply: FastifyReply, page: string, status = 200) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

/** Pages for a person trying the sandbox by hand: recent payments, and a banking app that pays a QR. */
export const twoC2pBankAppRoutes =
  (context: TwoC2pContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    const paymentOf = (invoiceNo: string) => {
      const payment = context.store.byInvoice.get(invoiceNo);
      return payment ? currentPayment(context, payment) : null;
    };

    app.get('/2c2p', (_request, reply) => reply.redirect('2c2p/', 302));

    app.get('/2c2p/', (_request, reply) => {
      const payments = [...context.store.byInvoice.values()]
        .slice(-INDEX_LIMIT)
        .reverse()
        .map((payment) => ({
          payment: currentPayment(context, payment),
          pagePath: new URL(webPaymentUrl(context.settings, payment.paymentToken)).pathname,
        }));
      return html(reply, renderPaymentsIndex(payments));
    });

    app.get<InvoiceParams>('/2c2p/bank-app/:invoiceNo', (request, reply) => {
      const payment = paymentOf(request.params.invoiceNo);
      if (!payment) return html(reply, renderInvalidTokenPage(), 404);
      return html(reply, renderBankAppPage(payment, false));
    });

    app.post<InvoiceParams>('/2c2p/bank-app/:invoiceNo', (request, reply) => {
      const payment = paymentOf(request.params.invoiceNo);
      if (!payment) return html(reply, renderInvalidTokenPage(), 404);
      const { action } = expandBracketKeys(request.body);
      if (action === 'pay' && payment.channel === 'QR' && isOpen(payment))
        settleTwoC2pPayment(context, payment, { status: 'succeeded' });
      return html(reply, renderBankAppPage(payment, true));
    });
    done();
  };
