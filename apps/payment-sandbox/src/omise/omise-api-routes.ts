import type { FastifyInstance } from 'fastify';
import { expandBracketKeys } from '../lib/expand-bracket-keys';
import { createOmiseCharge } from './create-omise-charge';
import { createOmiseSource } from './create-omise-source';
import { createOmiseToken } from './create-omise-token';
import type { OmiseContext } from './omise-context';
import { OmiseError } from './omise-error';
import { onceForIdempotencyKey } from './omise-idempotency';
import { OMISE_SANDBOX_KEYS } from './omise-sandbox-keys';
import { parseCardInput } from './parse-card-input';
import { parseChargeRequest } from './parse-charge-request';
import { promptPayQrSvg } from './promptpay-qr-svg';
import { readOmiseCharge } from './read-omise-charge';
import { refundOmiseCharge } from './refund-omise-charge';
import { requireOmiseKey } from './require-omise-key';
import { searchOmiseCharges } from './search-omise-charges';
import { settleOmiseCharge } from './settle-omise-charge';

type IdParams = { Params: { id: string } };
type DownloadParams = { Params: { id: string; docu: string; token: string } };

const notFound = (what: string, id: string) =>
  new OmiseError(404, 'not_found', `${what} ${id} was not found`);

/** Omise's API (api.omise.co under /omise) and vault (vault.omise.co under /omise-vault). */
export const omiseApiRoutes =
  (context: OmiseContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    const { publicKey, secretKey } = OMISE_SANDBOX_KEYS;
    const chargeOrThrow = (id: string) => {
      const charge = readOmiseCharge(context, id);
      if (!charge) throw notFound('charge', id);
      return charge;
    };

    app.post('/omise-vault/tokens', (request) => {
      requireOmiseKey(request, publicKey);
      return createOmiseToken(context, parseCardInput(expandBracketKeys(request.body), context.now()));
    });

    app.post('/omise/sources', (request) => {
      requireOmiseKey(request, publicKey);
      return createOmiseSource(context, expandBracketKeys(request.body));
    });

    app.post('/omise/charges', (request) => {
      requireOmiseKey(request, secretKey);
      return onceForIdempotencyKey(context, request, () =>
        createOmiseCharge(context, parseChargeRequest(expandBracketKeys(request.body))),
      );
    });

    app.post<IdParams>('/omise/charges/:id/refunds', (request) => {
      requireOmiseKey(request, secretKey);
      return onceForIdempotencyKey(context, request, () =>
        refundOmiseCharge(context, chargeOrThrow(request.params.id), expandBracketKeys(request.body)),
      );
    });

    app.get('/omise/search', (request) => {
      requireOmiseKey(request, secretKey);
      return searchOmiseCharges(context, request.query as Record<string, unknown>);
    });

    app.get<IdParams>('/omise/charges/:id', (request) => {
      requireOmiseKey(request, secretKey);
      return chargeOrThrow(request.params.id);
    });

    app.post<IdParams>('/omise/charges/:id/expire', (request) => {
      requireOmiseKey(request, secretKey);
      const charge = chargeOrThrow(request.params.id);
      if (charge.status !== 'pending') throw new OmiseError(400, 'invalid_charge', 'charge is not pending');
      return settleOmiseCharge(context, charge, { status: 'expired' });
    });

    app.get<IdParams>('/omise/events/:id', (request) => {
      requireOmiseKey(request, secretKey);
      const event = context.store.events.get(request.params.id);
      if (!event) throw notFound('event', request.params.id);
      return event;
    });

    // No key: like Omise's download_uri, the random token in the path is the secret.
    app.get<DownloadParams>('/omise/charges/:id/documents/:docu/downloads/:token', async (request, reply) => {
      const { id, docu, token } = request.params;
      const document = context.store.documents.get(docu);
      const charge = context.store.charges.get(id);
      if (!charge || document?.chargeId !== id || document.downloadToken !== token)
        throw notFound('document', docu);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'no-store')
        .send(await promptPayQrSvg(charge.amount));
    });
    done();
  };
