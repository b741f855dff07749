import type { FastifyInstance, FastifyReply } from 'fastify';
import { approvePayPalOrder } from './change-paypal-order';
import type { PayPalContext } from './paypal-context';
import type { StoredPayPalOrder } from './paypal-store';
import { renderPayPalCheckoutPage, renderPayPalNotFoundPage } from './render-paypal-checkout-page';

type PageRequest = { Querystring: { token?: string } };

/** The merchant name PayPal shows on its page (the REST app's brand name). */
const SHOP_NAME = 'Course Shop';

const html = (reply: FastifyReply, page: string, status = 200) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

/** `return_url?token=<order id>&PayerID=<payer>` as PayPal builds it. */
const withQuery = (url: string, query: Record<string, string>) => {
  const target = new URL(url);
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  return target.toString();
};

/** PayPal's approval page: the buyer approves or cancels, and is sent back to the shop. */
export const payPalPageRoutes =
  (context: PayPalContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    const storedOf = (token: string | undefined): StoredPayPalOrder | null =>
      token === undefined ? null : (context.store.orders.get(token) ?? null);

    app.get<PageRequest>('/paypal/checkoutnow', (request, reply) => {
      const stored = storedOf(request.query.token);
      if (!stored) return html(reply, renderPayPalNotFoundPage(request.query.token ?? ''), 404);
      return html(reply, renderPayPalCheckoutPage(stored.order, SHOP_NAME));
    });

    app.post<PageRequest>('/paypal/checkoutnow', (request, reply) => {
      const stored = storedOf(request.query.token);
      if (!stored) return html(reply, renderPayPalNotFoundPage(request.query.token ?? ''), 404);
      const { action } = (request.body ?? {}) as { action?: unknown };
      const { order } = stored;
      if (action === 'approve') {
        approvePayPalOrder(context, stored);
        if (stored.returnUrl && order.payer)
          return reply.redirect(
            withQuery(stored.returnUrl, { token: order.id, PayerID: order.payer.payer_id }),
            303,
          );
      } else if (action === 'cancel' && stored.cancelUrl) {
        return reply.redirect(withQuery(stored.cancelUrl, { token: order.id }), 303);
      }
      return html(reply, renderPayPalCheckoutPage(order, SHOP_NAME));
    });
    done();
  };
