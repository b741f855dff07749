import type { FastifyInstance, FastifyReply } from 'fastify';
import { expandBracketKeys } from '../lib/expand-bracket-keys';
import { promptPayQrSvg } from '../omise/promptpay-qr-svg';
import { parseCardForm } from './parse-card-form';
import { renderCardPage } from './render-card-page';
import { renderInvalidTokenPage, renderReturnPage, renderUsedTokenPage } from './render-end-pages';
import { renderOtpPage } from './render-otp-page';
import { QR_REFRESH_SECONDS, renderProcessingPage, renderQrPage } from './render-qr-page';
import { beginTransaction, currentPayment, openCodes, settleTwoC2pPayment } from './settle-twoc2p-payment';
import type { TwoC2pContext } from './twoc2p-context';
import { TWOC2P_PAGE_PREFIX } from './twoc2p-page-path';
import { isOpen, type TwoC2pPayment } from './twoc2p-payment';
import { issuerAnswer, TWOC2P_TEST_OTP } from './twoc2p-test-cards';

type PageParams = { Params: { token: string } };

const RETURN_SCRIPT = `// Sends the buyer back to the merchant with 2C2P's paymentResponse, as 2C2P's page does.
document.getElementById('twoc2p-return')?.submit();
`;

const html = (reply: FastifyReply, page: string, status = 200) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

/** The hosted payment page a browser sees at webPaymentUrl: card form, 3-D Secure, Thai QR, result. */
export const twoC2pPageRoutes =
  (context: TwoC2pContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    const paymentOf = (token: string) => {
      const payment = context.store.byToken.get(token);
      return payment ? currentPayment(context, payment) : null;
    };

    /** The final page, once: it returns the browser; the token cannot be used after that (9041). */
    const finish = (reply: FastifyReply, payment: TwoC2pPayment) => {
      if (payment.isReturned) return html(reply, renderUsedTokenPage());
      payment.isReturned = true;
      return html(reply, renderReturnPage(payment));
    };

    const show = async (reply: FastifyReply, payment: TwoC2pPayment) => {
      if (!isOpen(payment)) return finish(reply, payment);
      if (payment.status === 'authenticating') return html(reply, renderOtpPage(payment));
      if (payment.status === 'open') return html(reply, renderCardPage(payment));
      reply.header('refresh', String(QR_REFRESH_SECONDS));
      if (payment.channel === 'QR')
        return html(reply, renderQrPage(payment, await promptPayQrSvg(payment.amount)));
      return html(reply, renderProcessingPage(payment));
    };

    const pay = (reply: FastifyReply, payment: TwoC2pPayment, body: Record<string, unknown>, url: string) => {
      if (payment.status !== 'open' || payment.channel === 'QR') return show(reply, payment);
      const form = parseCardForm(body, context.now());
      if (!form.ok) return html(reply, renderCardPage(payment, form.values, form.errors), 400);
      const period = Number(body.period);
      payment.chosenPeriod =
        payment.channel === 'IPP'
          ? payment.installmentPeriods.includes(period)
            ? period
            : (payment.installmentPeriods[0] ?? null)
          : null;
      payment.card = form.card;
      payment.cardOutcome = issuerAnswer(form.number);
      beginTransaction(context, payment);
      Object.assign(payment, { status: 'authenticating' }, openCodes('authenticating'));
      // Post, redirect, get: reloading the OTP page never submits the card twice.
      return reply.redirect(url, 303);
    };

    const authenticate = (reply: FastifyReply, payment: TwoC2pPayment, otp: unknown) => {
      if (payment.status !== 'authenticating') return show(reply, payment);
      const answer =
        otp === TWOC2P_TEST_OTP
          ? (payment.cardOutcome ?? { respCode: '0000', respDesc: 'Success' })
          : { respCode: '4081', respDesc: 'Unable to authenticate card holder' };
      settleTwoC2pPayment(
        context,
        payment,
        answer.respCode === '0000' ? { status: 'succeeded' } : { status: 'failed', ...answer },
      );
      return finish(reply, payment);
    };

    app.get('/2c2p/payment/4.3/ui/assets/return.js', (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(RETURN_SCRIPT),
    );

    app.get<PageParams>(`${TWOC2P_PAGE_PREFIX}/:token`, async (request, reply) => {
      const payment = paymentOf(request.params.token);
      if (!payment) return html(reply, renderInvalidTokenPage(), 404);
      return show(reply, payment);
    });

    app.post<PageParams>(`${TWOC2P_PAGE_PREFIX}/:token`, async (request, reply) => {
      const payment = paymentOf(request.params.token);
      if (!payment) return html(reply, renderInvalidTokenPage(), 404);
      if (payment.isReturned) return html(reply, renderUsedTokenPage());
      const body = expandBracketKeys(request.body);
      switch (body.action) {
        case 'cancel':
          settleTwoC2pPayment(context, payment, { status: 'cancelled' });
          return finish(reply, payment);
        case 'pay':
          return pay(reply, payment, body, request.url);
        case 'otp':
          return authenticate(reply, payment, body.otp);
        default:
          return show(reply, payment);
      }
    });
    done();
  };
