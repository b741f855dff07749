import type { FastifyInstance, FastifyReply } from 'fastify';
import { toString as renderQr } from 'qrcode';
import { expandBracketKeys } from '../lib/expand-bracket-keys';
import type { GbPrimeContext } from './gbprime-context';
import type { GbTxn } from './gbprime-objects';
import { GBPRIME_SANDBOX_KEYS } from './gbprime-sandbox-keys';
import { SANDBOX_OTP } from './gbprime-test-cards';
import { renderGbPrimeIndex, renderGbPrimeQrPage } from './render-gbprime-index';
import { renderGbPrimeErrorPage, renderOtpDonePage, renderOtpPage } from './render-otp-page';
import { PAID, settleGbPrimeTxn, type GbOutcome } from './settle-gbprime-txn';

type QrParams = { Params: { gbpReferenceNo: string } };

const html = (reply: FastifyReply, page: string, status = 200) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

const OTP_FAILED: GbOutcome = { status: 'D', resultCode: '55', resultMessage: 'Incorrect OTP' };
const CANCELLED: GbOutcome = { status: 'D', resultCode: '05', resultMessage: 'Cancelled by the cardholder' };
const CARD_AUTHORIZED: GbOutcome = { status: 'A', resultCode: '00', resultMessage: 'Success' };

const QR_ACTIONS = new Map<unknown, GbOutcome>([
  ['pay', PAID],
  ['decline', { status: 'D', resultCode: '05', resultMessage: 'Declined by the payer' }],
]);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The pages a browser sees: the issuer's OTP page for 3-D Secure, a banking app for QR, an index. */
export const gbPrimePageRoutes =
  (context: GbPrimeContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    const otpTxn = (ref: string): GbTxn | null => {
      const txn = context.store.find(ref);
      return txn?.paymentType === 'C' && txn.otp === 'Y' ? txn : null;
    };

    /**
     * The merchant's page auto-posts `publicKey` and `gbpReferenceNo` here; the OTP form posts back
     * with `otp` and `action`. A decision sends the browser to `responseUrl` (303) whatever it was,
     * and GB's background post follows: the shop must ask GB for the outcome.
     */
    app.post('/gbprime/v2/tokens/3d_secured', (request, reply) => {
      const body = expandBracketKeys(request.body);
      const publicKey = text(body.publicKey);
      if (publicKey !== GBPRIME_SANDBOX_KEYS.publicKey)
        return html(reply, renderGbPrimeErrorPage('Unauthorized: unknown publicKey'), 401);
      const txn = otpTxn(text(body.gbpReferenceNo));
      if (!txn) return html(reply, renderGbPrimeErrorPage('No 3-D Secure payment with this reference'), 404);
      if (txn.status !== 'G') return html(reply, renderOtpDonePage(txn));
      const action = text(body.action);
      if (action === '') return html(reply, renderOtpPage(txn, publicKey));
      const outcome =
        action === 'cancel' ? CANCELLED : text(body.otp) === SANDBOX_OTP ? CARD_AUTHORIZED : OTP_FAILED;
      settleGbPrimeTxn(context, txn, outcome);
      return reply.redirect(txn.responseUrl ?? '/', 303);
    });

    app.get('/gbprime', (_request, reply) => reply.redirect('gbprime/', 302));

    app.get('/gbprime/', (_request, reply) =>
      html(
        reply,
        renderGbPrimeIndex(
          [...context.store.txns.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
        ),
      ),
    );

    const qrPage = async (reply: FastifyReply, ref: string) => {
      const txn = context.store.find(ref);
      if (!txn?.qrcode) return html(reply, renderGbPrimeErrorPage('No QR with this reference'), 404);
      return html(reply, renderGbPrimeQrPage(txn, await renderQr(txn.qrcode, { type: 'svg', margin: 2 })));
    };

    app.get<QrParams>('/gbprime/qr/:gbpReferenceNo', (request, reply) =>
      qrPage(reply, request.params.gbpReferenceNo),
    );

    app.post<QrParams>('/gbprime/qr/:gbpReferenceNo', (request, reply) => {
      const txn = context.store.find(request.params.gbpReferenceNo);
      const outcome = QR_ACTIONS.get(expandBracketKeys(request.body).action);
      if (txn?.qrcode && txn.status === 'G' && !txn.isExpired && outcome)
        settleGbPrimeTxn(context, txn, outcome);
      return qrPage(reply, request.params.gbpReferenceNo);
    });
    done();
  };
