import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { maskEmail } from '../control/personal-data';
import { escapeHtml } from '../lib/escape-html';
import { htmlPage } from '../lib/html-page';
import type { SandboxSettings } from '../sandbox-provider';
import { BOOK_PARTNER_SANDBOX_KEYS } from './book-partner-sandbox-keys';
import type { BookCart, BookPartnerStore } from './book-partner-store';
import { parseBookCart } from './parse-book-cart';

type Context = { store: BookPartnerStore; settings: SandboxSettings };

const isAuthorised = (request: FastifyRequest) =>
  request.headers.authorization === `Bearer ${BOOK_PARTNER_SANDBOX_KEYS.apiKey}`;

const renderCart = (cart: BookCart) =>
  htmlPage(
    'ร้านหนังสือพาร์ทเนอร์ · Partner bookshop',
    `<h1>ร้านหนังสือพาร์ทเนอร์ / Partner bookshop</h1>
<p>ตะกร้าหนังสือแถม / Free-book cart <strong>${escapeHtml(cart.id)}</strong> · คำสั่งซื้อ / Order ${String(cart.orderId)}</p>
<p>ส่งถึง / For: ${escapeHtml(maskEmail(cart.email))}</p>
<p>หนังสือจะจัดส่งตามที่อยู่ในคำสั่งซื้อ / The books ship to the order's address.</p>`,
  );

/**
 * The partner bookshop's cart (spec 1 section 7): checks the key and the fields, records the call,
 * and answers `{ sucess: true, location }`, spelled as the partner spells it. A repeat of an order
 * it already took answers the same cart (the shop retries after a lost answer).
 */
export const bookPartnerRoutes =
  ({ store, settings }: Context) =>
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    const record = (
      reply: FastifyReply,
      status: number,
      body: unknown,
      cart: BookCart | null,
      isRepeat = false,
    ) => {
      const orderId =
        typeof body === 'object' && body !== null ? (body as { order_id?: unknown }).order_id : null;
      store.calls.push({
        at: new Date().toISOString(),
        cartId: cart?.id ?? null,
        orderId: typeof orderId === 'number' ? orderId : null,
        status,
        isRepeat,
        body,
      });
      return reply.code(status);
    };

    app.post('/book-partner/cart', (request, reply) => {
      if (!isAuthorised(request))
        return record(reply, 401, request.body, null).send({ sucess: false, message: 'invalid api key' });
      if (store.failures.remaining > 0) {
        store.failures.remaining -= 1;
        return record(reply, store.failures.status, request.body, null).send({
          sucess: false,
          message: 'partner unavailable',
        });
      }
      const parsed = parseBookCart(request.body);
      if (!parsed.ok)
        return record(reply, 400, request.body, null).send({
          sucess: false,
          message: `invalid ${parsed.field}`,
        });
      const known = store.cartOfOrder.get(parsed.orderId);
      const cart = (known ? store.carts.get(known) : undefined) ?? {
        id: store.nextCartId(),
        orderId: parsed.orderId,
        email: parsed.email,
        courses: parsed.courses,
        shippingAddress: parsed.shippingAddress,
      };
      store.carts.set(cart.id, cart);
      store.cartOfOrder.set(cart.orderId, cart.id);
      return record(reply, 200, request.body, cart, known !== undefined).send({
        sucess: true,
        location: `${settings.publicBaseUrl}/book-partner/carts/${cart.id}`,
      });
    });

    app.get('/book-partner/', (_request, reply) => {
      const rows = [...store.carts.values()]
        .map(
          (cart) =>
            `<li><a href="carts/${escapeHtml(cart.id)}">${escapeHtml(cart.id)}</a> · ${String(cart.orderId)}</li>`,
        )
        .join('');
      const page = htmlPage(
        'Partner bookshop',
        `<h1>ร้านหนังสือพาร์ทเนอร์ / Partner bookshop</h1><ul>${rows}</ul>`,
      );
      return reply.type('text/html; charset=utf-8').send(page);
    });

    app.get<{ Params: { id: string } }>('/book-partner/carts/:id', (request, reply) => {
      const cart = store.carts.get(request.params.id);
      const page = cart
        ? renderCart(cart)
        : htmlPage('Partner bookshop', '<p>ไม่พบตะกร้านี้ / No such cart.</p>');
      return reply
        .code(cart ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(page);
    });
    done();
  };
