import type { FastifyInstance } from 'fastify';
import { ControlError } from '../control/control-error';
import { toWholeNumber } from '../lib/to-whole-number';
import { forgedTransaction, payScbQr } from './pay-scb-qr';
import type { ScbContext } from './scb-context';
import { scbQrView } from './scb-qr-view';
import { scbTransaction } from './scb-transaction';

type RefParams = { Params: { ref1: string } };
type Body = Record<string, unknown>;

const MAX_TIMES = 20;

const wholeNumber = (value: unknown, name: string, max = Number.MAX_SAFE_INTEGER): number => {
  const number = toWholeNumber(value);
  if (number === null || number < 0 || number > max)
    throw new ControlError(400, `${name} must be a whole number up to ${String(max)}`);
  return number;
};

/** Test-only endpoints under /__control/scb: the bank pays, confirmations, tokens and refusals. */
export const scbControlRoutes =
  (context: ScbContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    const { store } = context;
    const qrOrThrow = (ref1: string) => {
      const qr = store.qrByRef1(ref1);
      if (!qr) throw new ControlError(404, 'no QR with this ref1');
      return qr;
    };
    const body = (request: { body: unknown }) => (request.body ?? {}) as Body;

    app.get('/qrcodes', (request) => {
      const { status } = request.query as { status?: string };
      return [...store.qrs.values()]
        .map((qr) => scbQrView(qr, context.now()))
        .filter((view) => status === undefined || view.status === status);
    });

    app.get<RefParams>('/qrcodes/:ref1', (request) =>
      scbQrView(qrOrThrow(request.params.ref1), context.now()),
    );

    app.post<RefParams>('/qrcodes/:ref1/pay', (request) =>
      payScbQr(context, qrOrThrow(request.params.ref1), body(request)),
    );

    /** Delivers a confirmation now, `times` times: the QR's last payment, or with `variant: "forged"` one nobody paid. */
    app.post<RefParams>('/qrcodes/:ref1/webhook', async (request) => {
      const qr = qrOrThrow(request.params.ref1);
      const { times = 1, variant } = body(request);
      const count = wholeNumber(times, 'times', MAX_TIMES);
      const payment = qr.payments.at(-1);
      if (variant !== 'forged' && !payment)
        throw new ControlError(409, 'the QR is not paid; use variant "forged"');
      const transaction =
        variant === 'forged' || !payment ? forgedTransaction(context, qr) : scbTransaction(qr, payment);
      const deliveries = [];
      for (let sent = 0; sent < count; sent += 1)
        deliveries.push(await context.confirmations.deliverNow(qr, transaction));
      return { transactionId: transaction.transactionId, deliveries };
    });

    app.post('/webhooks', (request) => {
      const { enabled, retryIntervalMs } = body(request);
      if (enabled !== undefined && typeof enabled !== 'boolean')
        throw new ControlError(400, 'enabled must be true or false');
      if (enabled !== undefined) store.areWebhooksEnabled = enabled;
      if (retryIntervalMs !== undefined)
        store.retryIntervalMs = wholeNumber(retryIntervalMs, 'retryIntervalMs', 60_000);
      return { enabled: store.areWebhooksEnabled, retryIntervalMs: store.retryIntervalMs };
    });

    /** New tokens live `seconds`; `expireIssued` also ends every token already given. */
    app.post('/token-ttl', (request) => {
      const { seconds, expireIssued } = body(request);
      if (seconds !== undefined) store.tokenTtlSeconds = wholeNumber(seconds, 'seconds', 86_400);
      if (expireIssued === true) for (const token of store.tokens.keys()) store.tokens.set(token, 0);
      return { seconds: store.tokenTtlSeconds };
    });

    /** The next QR create is refused with this SCB code (HTTP 400 unless `httpStatus`). */
    app.post('/next-create', (request) => {
      const { code, description, httpStatus } = body(request);
      store.nextCreate = {
        code: wholeNumber(code, 'code', 9999),
        description: typeof description === 'string' ? description : 'Refused by the sandbox',
        httpStatus: httpStatus === undefined ? 400 : wholeNumber(httpStatus, 'httpStatus', 599),
      };
      return { next_create: store.nextCreate };
    });
    done();
  };
