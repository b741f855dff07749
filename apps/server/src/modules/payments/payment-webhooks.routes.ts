import type { FastifyPluginAsync } from 'fastify';
import { receiveNotification } from './payment-notifications.service';

/**
 * Providers' notifications. The body is kept as the raw text the provider signed (parsing and
 * re-serialising it would change the bytes), so only this plugin's routes parse bodies this way.
 */
export const paymentWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 262_144 }, (_request, body, done) => {
    done(null, body);
  });

  app.post('/webhook/payment/omise', { schema: { hide: true } }, async (request) =>
    receiveNotification(app.payments, 'omise', {
      body: typeof request.body === 'string' ? request.body : '',
      headers: request.headers,
    }),
  );
};
