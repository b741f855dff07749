import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { AppError } from '../../lib/app-error';
import { receiveNotification } from './payment-notifications.service';
import { PAYMENT_PROVIDERS } from './providers/provider-list';

/** The notification address of each provider that sends one, `/webhook/payment/<path>`. */
const notifyingProviders = () =>
  PAYMENT_PROVIDERS.flatMap(({ name, notification }) =>
    notification ? [{ path: notification.path, provider: name, methods: notification.methods }] : [],
  );

const rawQueryOf = (request: FastifyRequest): string =>
  new URL(request.url, 'http://shop.invalid').search.slice(1);

const queryOf = (request: FastifyRequest): Record<string, string> =>
  Object.fromEntries(new URL(request.url, 'http://shop.invalid').searchParams.entries());

/**
 * NUL in any of its spellings: raw, JSON's `\u0000` or a form's `%00`. No provider sends one, and
 * PostgreSQL cannot store it in the raw body the log keeps or in an event id read from it.
 */
const carriesNul = (text: string): boolean => text.includes('\u0000') || /\\u0000|%00/i.test(text);

/**
 * Providers' notifications. The body is kept as the raw text the provider signed (parsing and
 * re-serialising it would change the bytes), so only this plugin's routes parse bodies this way.
 */
export const paymentWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 262_144 }, (_request, body, done) => {
    done(null, body);
  });

  for (const { path, provider, methods } of notifyingProviders()) {
    app.route({
      method: methods,
      url: `/webhook/payment/${path}`,
      schema: { hide: true },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        // A GET postback (Pay Solutions) carries its fields in the query: that is its raw text to log.
        const body = typeof request.body === 'string' ? request.body : rawQueryOf(request);
        if (carriesNul(body) || carriesNul(rawQueryOf(request))) {
          throw new AppError(ErrorCode.INPUT_ERROR, {
            message: 'The notification holds a NUL character',
            params: [{ param: 'body', message: 'must not contain NUL' }],
          });
        }
        const answer = await receiveNotification(app.payments, provider, {
          method: request.method === 'GET' ? 'GET' : 'POST',
          body,
          headers: request.headers,
          query: queryOf(request),
        });
        if (answer.reply) return reply.code(answer.reply.status).send(answer.reply.body);
        return { received: answer.received, duplicate: answer.duplicate, matched: answer.matched };
      },
    });
  }
};
