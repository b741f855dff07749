import type { FastifyInstance, FastifyReply } from 'fastify';
import { expandBracketKeys } from '../lib/expand-bracket-keys';
import { listOmiseCharges } from './list-omise-charges';
import type { OmiseOutcome } from './apply-omise-outcome';
import type { OmiseContext } from './omise-context';
import type { OmiseCharge } from './omise-objects';
import { promptPayQrSvg } from './promptpay-qr-svg';
import { readOmiseCharge } from './read-omise-charge';
import { render3dsPage } from './render-3ds-page';
import { renderChargesIndex } from './render-charges-index';
import { renderNotFoundPage } from './render-not-found-page';
import { renderPromptPayPage } from './render-promptpay-page';
import { settleOmiseCharge } from './settle-omise-charge';

type PageParams = { Params: { chargeId: string } };

const DECISIONS = new Map<unknown, OmiseOutcome>([
  ['pass', { status: 'successful' }],
  ['fail', { status: 'failed', code: 'failed_3ds' }],
]);

const PROMPTPAY_ACTIONS = new Map<unknown, OmiseOutcome>([
  ['pay', { status: 'successful' }],
  ['decline', { status: 'failed', code: 'payment_rejected' }],
  ['expire', { status: 'expired' }],
]);

const html = (reply: FastifyReply, page: string, status = 200) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

/** The pages a browser sees: the bank's 3-D Secure challenge, the "banking app" for PromptPay, an index. */
export const omisePageRoutes =
  (context: OmiseContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    const cardCharge = (id: string) => {
      const charge = readOmiseCharge(context, id);
      return charge?.card ? charge : null;
    };
    const promptPayCharge = (id: string) => {
      const charge = readOmiseCharge(context, id);
      return charge?.source ? charge : null;
    };
    const settleIfPending = (charge: OmiseCharge, outcome: OmiseOutcome | undefined) => {
      if (outcome && charge.status === 'pending') settleOmiseCharge(context, charge, outcome);
    };

    // Relative links on the index need the trailing slash; a person typing /omise gets it added.
    app.get('/omise', (_request, reply) => reply.redirect('omise/', 302));

    app.get('/omise/', (_request, reply) =>
      html(reply, renderChargesIndex(listOmiseCharges(context, { limit: 50 }))),
    );

    app.get<PageParams>('/omise/pay/3ds/:chargeId', (request, reply) => {
      const charge = cardCharge(request.params.chargeId);
      if (!charge) return html(reply, renderNotFoundPage(request.params.chargeId), 404);
      return html(reply, render3dsPage(charge));
    });

    app.post<PageParams>('/omise/pay/3ds/:chargeId', (request, reply) => {
      const charge = cardCharge(request.params.chargeId);
      if (!charge) return html(reply, renderNotFoundPage(request.params.chargeId), 404);
      const { decision } = expandBracketKeys(request.body);
      settleIfPending(charge, DECISIONS.get(decision));
      // Like the bank, send the browser back whatever happened; the shop must ask Omise for the outcome.
      if (charge.return_uri === null) return html(reply, render3dsPage(charge));
      return reply.redirect(charge.return_uri, 303);
    });

    app.get<PageParams>('/omise/pay/promptpay/:chargeId', async (request, reply) => {
      const charge = promptPayCharge(request.params.chargeId);
      if (!charge) return html(reply, renderNotFoundPage(request.params.chargeId), 404);
      return html(reply, renderPromptPayPage(charge, await promptPayQrSvg(charge.amount), false));
    });

    app.post<PageParams>('/omise/pay/promptpay/:chargeId', async (request, reply) => {
      const charge = promptPayCharge(request.params.chargeId);
      if (!charge) return html(reply, renderNotFoundPage(request.params.chargeId), 404);
      const { action } = expandBracketKeys(request.body);
      settleIfPending(charge, PROMPTPAY_ACTIONS.get(action));
      return html(reply, renderPromptPayPage(charge, await promptPayQrSvg(charge.amount), true));
    });
    done();
  };
