import type { FastifyInstance } from 'fastify';
import { ControlError } from '../control/control-error';
import { toWholeNumber } from '../lib/to-whole-number';
import type { PaySolutionsContext } from './paysolutions-context';
import type { PostbackDelivery } from './paysolutions-postback-sender';
import type { PostbackMethod } from './paysolutions-store';
import { settlePaySolutionsPayment } from './settle-paysolutions-payment';

type RefnoParams = { Params: { refno: string } };

const bodyOf = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};

const methodOf = (value: unknown): PostbackMethod | undefined => {
  if (value === undefined) return undefined;
  if (value === 'GET' || value === 'POST') return value;
  throw new ControlError(400, 'method must be GET or POST');
};

/** Test-only endpoints under /__control/paysolutions: decide payments, drive postbacks. */
export const paySolutionsControlRoutes =
  (context: PaySolutionsContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    const paymentOrThrow = (refno: string) => {
      const payment = context.store.payments.get(refno);
      if (!payment) throw new ControlError(404, 'payment not found');
      return payment;
    };
    const waitingPayment = (refno: string) => {
      const payment = paymentOrThrow(refno);
      if (payment.status !== 'waiting') throw new ControlError(409, 'payment is not waiting');
      return payment;
    };

    // `amount` (satang): what Pay Solutions then reports as paid, to test mismatches.
    app.post<RefnoParams>('/payments/:refno/pay', (request) => {
      const { amount } = bodyOf(request.body);
      const paidTotal = amount === undefined ? undefined : toWholeNumber(amount);
      if (paidTotal === null || (paidTotal !== undefined && paidTotal <= 0))
        throw new ControlError(400, 'amount must be a positive whole number of satang');
      const payment = waitingPayment(request.params.refno);
      return settlePaySolutionsPayment(context, payment, {
        kind: 'pay',
        ...(paidTotal ? { paidTotal } : {}),
      });
    });

    app.post<RefnoParams>('/payments/:refno/fail', (request) =>
      settlePaySolutionsPayment(context, waitingPayment(request.params.refno), { kind: 'fail' }),
    );

    app.post<RefnoParams>('/payments/:refno/postback', async (request) => {
      const body = bodyOf(request.body);
      const times = body.times === undefined ? 1 : toWholeNumber(body.times);
      if (times === null || times < 1 || times > 20) throw new ControlError(400, 'times must be 1 to 20');
      if (body.variant !== undefined && body.variant !== 'forged')
        throw new ControlError(400, 'variant must be forged');
      const payment = paymentOrThrow(request.params.refno);
      const method = methodOf(body.method);
      const deliveries: PostbackDelivery[] = [];
      for (let sent = 0; sent < times; sent += 1)
        deliveries.push(
          await context.postbacks.deliverNow(payment, {
            ...(method ? { method } : {}),
            forged: body.variant === 'forged',
          }),
        );
      return { deliveries };
    });

    app.post('/postbacks', (request) => {
      const { enabled, method } = bodyOf(request.body);
      if (enabled !== undefined && typeof enabled !== 'boolean')
        throw new ControlError(400, 'enabled must be true or false');
      const chosen = methodOf(method);
      if (typeof enabled === 'boolean') context.store.postbacks.enabled = enabled;
      if (chosen) context.store.postbacks.method = chosen;
      return context.store.postbacks;
    });

    app.get<RefnoParams>('/payments/:refno', (request) => paymentOrThrow(request.params.refno));

    app.get('/payments', () => [...context.store.payments.values()]);
    done();
  };
