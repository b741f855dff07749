import type { FastifyInstance } from 'fastify';
import { ControlError } from '../control/control-error';
import { expandBracketKeys } from '../lib/expand-bracket-keys';
import { toWholeNumber } from '../lib/to-whole-number';
import type { OmiseOutcome } from './apply-omise-outcome';
import { listOmiseCharges } from './list-omise-charges';
import type { OmiseContext } from './omise-context';
import { parseNextCharge } from './parse-next-charge';
import { parseWebhookRequest } from './parse-webhook-request';
import { pickWebhookEvent } from './pick-webhook-event';
import { readOmiseCharge } from './read-omise-charge';
import { settleOmiseCharge } from './settle-omise-charge';

type IdParams = { Params: { id: string } };

/** Test-only endpoints under /__control/omise: drive outcomes, webhooks and overrides. */
export const omiseControlRoutes =
  (context: OmiseContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    const chargeOrThrow = (id: string) => {
      const charge = readOmiseCharge(context, id);
      if (!charge) throw new ControlError(404, 'charge not found');
      return charge;
    };
    const pendingCharge = (id: string) => {
      const charge = chargeOrThrow(id);
      if (charge.status !== 'pending') throw new ControlError(409, 'charge is not pending');
      return charge;
    };
    const settlePending = (id: string, outcome: OmiseOutcome) =>
      settleOmiseCharge(context, pendingCharge(id), outcome);

    app.post<IdParams>('/charges/:id/succeed', (request) => {
      const body = expandBracketKeys(request.body);
      const charge = pendingCharge(request.params.id);
      // A different amount or currency is what the provider then reports, to test mismatches.
      const amount = body.amount === undefined ? charge.amount : toWholeNumber(body.amount);
      if (amount === null) throw new ControlError(400, 'amount must be a whole number of satang');
      charge.amount = amount;
      if (typeof body.currency === 'string') charge.currency = body.currency.toLowerCase();
      return settleOmiseCharge(context, charge, { status: 'successful' });
    });

    app.post<IdParams>('/charges/:id/fail', (request) => {
      const { code, message } = expandBracketKeys(request.body);
      return settlePending(request.params.id, {
        status: 'failed',
        code: typeof code === 'string' ? code : 'payment_rejected',
        ...(typeof message === 'string' ? { message } : {}),
      });
    });

    app.post<IdParams>('/charges/:id/expire', (request) =>
      settlePending(request.params.id, { status: 'expired' }),
    );

    app.post<IdParams>('/charges/:id/webhook', async (request) => {
      const charge = chargeOrThrow(request.params.id);
      const webhook = parseWebhookRequest(expandBracketKeys(request.body));
      const event = pickWebhookEvent(context, charge, webhook);
      const deliveries = [];
      for (let sent = 0; sent < webhook.times; sent += 1) {
        deliveries.push(await context.webhooks.deliverNow(event, webhook.variant));
      }
      return { event_id: event.id, deliveries };
    });

    app.post('/next-charge', (request) => {
      context.store.nextCharge = parseNextCharge(expandBracketKeys(request.body));
      return { next_charge: context.store.nextCharge };
    });

    app.post('/webhooks', (request) => {
      const { enabled } = expandBracketKeys(request.body);
      if (typeof enabled !== 'boolean') throw new ControlError(400, 'enabled must be true or false');
      context.store.areWebhooksEnabled = enabled;
      return { enabled };
    });

    // How long a new charge stays out of `GET /search` (Omise's index lags its charges).
    app.post('/search-lag', (request) => {
      const ms = toWholeNumber(expandBracketKeys(request.body).ms);
      if (ms === null || ms < 0) throw new ControlError(400, 'ms must be a whole number of milliseconds');
      context.store.searchLagMs = ms;
      return { search_lag_ms: ms };
    });

    app.get('/refunds', () => [...context.store.refunds.values()]);

    app.get<IdParams>('/charges/:id', (request) => chargeOrThrow(request.params.id));

    app.get('/charges', (request) => {
      const { status } = request.query as { status?: string };
      return listOmiseCharges(context, status === undefined ? {} : { status });
    });
    done();
  };
