import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaySolutionsContext } from './paysolutions-context';
import { paySolutionsRecord } from './paysolutions-record';
import { PAYSOLUTIONS_SANDBOX_KEYS } from './paysolutions-sandbox-keys';

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

const SHORT_MERCHANT_ID = PAYSOLUTIONS_SANDBOX_KEYS.merchantId.slice(-5);

/** The inquiry's three headers: the merchant id's last five digits, its secret key, the API key. */
const isAuthorised = (request: FastifyRequest) =>
  header(request, 'merchantId') === SHORT_MERCHANT_ID &&
  header(request, 'merchantSecretKey') === PAYSOLUTIONS_SANDBOX_KEYS.secretKey &&
  header(request, 'apikey') === PAYSOLUTIONS_SANDBOX_KEYS.apiKey;

/** Pay Solutions' server-to-server API: the inquiry about one refno. */
export const paySolutionsApiRoutes =
  (context: PaySolutionsContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    app.post('/paysolutions/order/orderdetailpost', (request, reply) => {
      if (!isAuthorised(request))
        return reply
          .code(401)
          .send({ status: 'error', message: 'invalid merchantId, merchantSecretKey or apikey' });
      const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
        string,
        unknown
      >;
      const refno = typeof body.refno === 'string' ? body.refno.trim() : '';
      if (!refno || body.merchantId !== SHORT_MERCHANT_ID)
        return reply.code(400).send({ status: 'error', message: 'incomplete parameter' });
      const payment = context.store.payments.get(refno);
      // "If the payment is not successful, there will be no response returned."
      if (payment?.status !== 'paid') return reply.code(200).type('application/json; charset=utf-8').send('');
      return paySolutionsRecord(payment, context.store.postbacks.method);
    });
    done();
  };
