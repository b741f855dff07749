import type { FastifyInstance, FastifyReply } from 'fastify';
import { parsePaymentForm } from './parse-payment-form';
import type { PaySolutionsContext } from './paysolutions-context';
import {
  renderEndedPage,
  renderFailedPage,
  renderPaymentPage,
  renderPaymentsIndex,
  renderRefusedPage,
} from './render-paysolutions-pages';
import { settlePaySolutionsPayment, type PaySolutionsDecision } from './settle-paysolutions-payment';

const DECISIONS = new Map<unknown, PaySolutionsDecision>([
  ['pay', { kind: 'pay' }],
  ['fail', { kind: 'fail' }],
  ['abandon', { kind: 'abandon' }],
]);

const html = (reply: FastifyReply, page: string, status = 200) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

/** The pages a browser sees: the hosted payment page, its decisions, and an index of payments. */
export const paySolutionsPageRoutes =
  (context: PaySolutionsContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    app.get('/paysolutions', (_request, reply) => reply.redirect('paysolutions/', 302));

    app.get('/paysolutions/', (_request, reply) =>
      html(reply, renderPaymentsIndex([...context.store.payments.values()].reverse().slice(0, 50))),
    );

    // The merchant's form, posted by the buyer's browser (research §5).
    app.post('/paysolutions/epaylink/payment.aspx', (request, reply) => {
      const parsed = parsePaymentForm(request.body);
      if (!parsed.ok) return html(reply, renderRefusedPage(parsed.message), 400);
      if (context.store.payments.has(parsed.form.refno))
        return html(reply, renderRefusedPage('duplicate reference number'), 409);
      const payment = {
        ...parsed.form,
        orderNo: null,
        paidTotal: null,
        status: 'waiting' as const,
        cardType: null,
        createdAt: context.now(),
        paidAt: null,
        postbackCompleted: false,
      };
      context.store.payments.set(payment.refno, payment);
      return html(reply, renderPaymentPage(payment));
    });

    app.post('/paysolutions/epaylink/confirm.aspx', (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const payment = typeof body.refno === 'string' ? context.store.payments.get(body.refno) : undefined;
      const decision = DECISIONS.get(body.decision);
      if (!payment || !decision) return html(reply, renderRefusedPage('incomplete parameter'), 400);
      if (payment.status !== 'waiting') return html(reply, renderEndedPage(payment), 409);
      const settled = settlePaySolutionsPayment(context, payment, decision);
      // Like the provider, the browser goes back whatever happened; the shop must ask for the outcome.
      if (settled.status === 'failed') return html(reply, renderFailedPage(settled));
      return reply.redirect(settled.returnUrl, 303);
    });
    done();
  };
