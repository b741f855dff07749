import type { FastifyInstance, FastifyRequest } from 'fastify';
import { capturePayPalOrder } from './capture-paypal-order';
import { createPayPalOrder } from './create-paypal-order';
import { issueAccessToken, requireAccessToken } from './paypal-auth';
import type { PayPalContext } from './paypal-context';
import { PayPalError } from './paypal-error';
import { parseOrderRequest } from './parse-order-request';
import { refundPayPalCapture } from './refund-paypal-capture';
import { verifyPayPalWebhook } from './verify-paypal-webhook';

type IdParams = { Params: { id: string } };

const MAX_REQUEST_ID_LENGTH = 108;

const rawText = (request: FastifyRequest): string => (typeof request.body === 'string' ? request.body : '');

const jsonBody = (request: FastifyRequest): unknown => {
  const text = rawText(request);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PayPalError(400, 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
  }
};

const requestIdOf = (request: FastifyRequest): string | null => {
  const header = request.headers['paypal-request-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return null;
  if (value.length > MAX_REQUEST_ID_LENGTH)
    throw new PayPalError(400, 'INVALID_PARAMETER_VALUE', 'PayPal-Request-Id is too long');
  return value;
};

/** OAuth, Orders v2 and the webhook verification call, in PayPal's shapes. */
export const payPalApiRoutes =
  (context: PayPalContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    // JSON stays text here: verify-webhook-signature must see `webhook_event` as it was sent.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, next) => {
      next(null, body);
    });

    const orderOrThrow = (id: string) => {
      const stored = context.store.orders.get(id);
      if (!stored)
        throw new PayPalError(
          404,
          'INVALID_RESOURCE_ID',
          'Specified resource ID does not exist. Please check the resource ID and try again.',
        );
      return stored;
    };
    const authorised = (request: FastifyRequest) =>
      requireAccessToken(context, request.headers.authorization);

    app.post('/paypal/v1/oauth2/token', (request) =>
      issueAccessToken(context, request.headers.authorization, request.body),
    );

    app.post('/paypal/v2/checkout/orders', (request, reply) => {
      authorised(request);
      const requestId = requestIdOf(request);
      const earlier = requestId === null ? undefined : context.store.createRequests.get(requestId);
      const replay = earlier === undefined ? undefined : context.store.orders.get(earlier);
      if (replay) return reply.code(201).send(replay.order);
      const stored = createPayPalOrder(context, parseOrderRequest(jsonBody(request)));
      if (requestId !== null) context.store.createRequests.set(requestId, stored.order.id);
      return reply.code(201).send(stored.order);
    });

    app.get<IdParams>('/paypal/v2/checkout/orders/:id', (request) => {
      authorised(request);
      return orderOrThrow(request.params.id).order;
    });

    app.post<IdParams>('/paypal/v2/checkout/orders/:id/capture', (request, reply) => {
      authorised(request);
      jsonBody(request);
      const answer = capturePayPalOrder(context, orderOrThrow(request.params.id), requestIdOf(request));
      return reply.code(answer.status).send(answer.body);
    });

    app.post<IdParams>('/paypal/v2/payments/captures/:id/refund', (request, reply) => {
      authorised(request);
      const answer = refundPayPalCapture(context, request.params.id, jsonBody(request), requestIdOf(request));
      return reply.code(answer.status).send(answer.body);
    });

    app.post('/paypal/v1/notifications/verify-webhook-signature', (request) => {
      authorised(request);
      return verifyPayPalWebhook(context, rawText(request));
    });
    done();
  };
