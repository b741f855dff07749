import type { FastifyPluginAsync } from 'fastify';
import { PAYMENT_PROVIDERS } from './providers/provider-list';

/**
 * Some providers send the buyer back with a form POST (their descriptions say
 * `returnsByFormPost`). What the form says is unsigned and proves nothing, so it is not read: the
 * browser is sent on with a GET to the payment return screen, which asks the server to inquire
 * about the payment itself.
 */
export const paymentReturnRoutes: FastifyPluginAsync = async (app) => {
  if (!PAYMENT_PROVIDERS.some((provider) => provider.returnsByFormPost)) return;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 65_536 }, (_request, _body, done) => {
    done(null, null);
  });

  app.post<{ Params: { orderId: string } }>(
    '/payment/:orderId',
    { schema: { hide: true } },
    async (request, reply) => {
      const orderId = /^\d{1,12}$/.test(request.params.orderId) ? request.params.orderId : '';
      const search = new URL(request.url, 'http://shop.invalid').search;
      return reply.redirect(`/payment/${orderId}${search}`, 303);
    },
  );
};
