import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ProviderName } from './payment-provider';
import { receiveNotification } from './payment-notifications.service';

/** The notification address of each provider that sends one, `/webhook/payment/<path>`. */
const NOTIFYING_PROVIDERS: readonly { path: string; provider: ProviderName; methods: ('GET' | 'POST')[] }[] =
  [
    { path: 'omise', provider: 'omise', methods: ['POST'] },
    { path: 'paypal', provider: 'paypal', methods: ['POST'] },
    { path: '2c2p', provider: '2c2p', methods: ['POST'] },
    { path: 'scb', provider: 'scb', methods: ['POST'] },
    { path: 'gbprime', provider: 'gbprime', methods: ['POST'] },
    // Pay Solutions documents a GET postback and reports POST in its inquiry: both are taken.
    { path: 'pay-solutions', provider: 'paysolutions', methods: ['GET', 'POST'] },
  ];

const rawQueryOf = (request: FastifyRequest): string =>
  new URL(request.url, 'http://shop.invalid').search.slice(1);

const queryOf = (request: FastifyRequest): Record<string, string> =>
  Object.fromEntries(new URL(request.url, 'http://shop.invalid').searchParams.entries());

/**
 * Providers' notifications. The body is kept as the raw text the provider signed (parsing and
 * re-serialising it would change the bytes), so only this plugin's routes parse bodies this way.
 */
export const paymentWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 262_144 }, (_request, body, done) => {
    done(null, body);
  });

  for (const { path, provider, methods } of NOTIFYING_PROVIDERS) {
    app.route({
      method: methods,
      url: `/webhook/payment/${path}`,
      schema: { hide: true },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const answer = await receiveNotification(app.payments, provider, {
          method: request.method === 'GET' ? 'GET' : 'POST',
          // A GET postback (Pay Solutions) carries its fields in the query: that is its raw text to log.
          body: typeof request.body === 'string' ? request.body : rawQueryOf(request),
          headers: request.headers,
          query: queryOf(request),
        });
        if (answer.reply) return reply.code(answer.reply.status).send(answer.reply.body);
        return { received: answer.received, duplicate: answer.duplicate, matched: answer.matched };
      },
    });
  }
};
