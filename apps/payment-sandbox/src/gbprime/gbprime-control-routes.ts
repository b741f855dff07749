import type { FastifyInstance } from 'fastify';
import { ControlError } from '../control/control-error';
import { expandBracketKeys } from '../lib/expand-bracket-keys';
import { toWholeNumber } from '../lib/to-whole-number';
import type { Delivery } from './gbprime-background-sender';
import type { GbPrimeContext } from './gbprime-context';
import type { GbTxn } from './gbprime-objects';
import { PAID, settleGbPrimeTxn, type GbOutcome } from './settle-gbprime-txn';

type RefParams = { Params: { ref: string } };

const MAX_TIMES = 20;

/**
 * Test-only endpoints under /__control/gbprime: drive a transaction's outcome (the buyer pays,
 * the bank declines, the QR runs out), send background posts (repeated or forged), switch
 * automatic background posts off (a lost notification), list transactions.
 */
export const gbPrimeControlRoutes =
  (context: GbPrimeContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    const txnOrThrow = (ref: string) => {
      const txn = context.store.find(ref);
      if (!txn) throw new ControlError(404, 'transaction not found');
      return txn;
    };
    const openTxn = (ref: string) => {
      const txn = txnOrThrow(ref);
      if (txn.status !== 'G' || txn.isExpired) throw new ControlError(409, 'transaction is not waiting');
      return txn;
    };
    const settleOpen = (ref: string, outcome: GbOutcome): GbTxn =>
      settleGbPrimeTxn(context, openTxn(ref), outcome);

    app.post<RefParams>('/transactions/:ref/succeed', (request) => {
      const body = expandBracketKeys(request.body);
      const txn = openTxn(request.params.ref);
      // Another amount is what GB then reports, to test mismatches (satang).
      const amount = body.amount === undefined ? txn.amount : toWholeNumber(body.amount);
      if (amount === null || amount <= 0)
        throw new ControlError(400, 'amount must be a whole number of satang');
      txn.amount = amount;
      return settleGbPrimeTxn(context, txn, PAID);
    });

    app.post<RefParams>('/transactions/:ref/fail', (request) => {
      const { code, message } = expandBracketKeys(request.body);
      return settleOpen(request.params.ref, {
        status: 'D',
        resultCode: typeof code === 'string' ? code : '05',
        resultMessage: typeof message === 'string' ? message : 'Declined',
      });
    });

    app.post<RefParams>('/transactions/:ref/void', (request) =>
      settleOpen(request.params.ref, { status: 'V', resultCode: '00', resultMessage: 'Voided' }),
    );

    // GB's QR Cash has no expired status: the QR simply can no longer be paid, and no post follows.
    app.post<RefParams>('/transactions/:ref/expire', (request) => {
      const txn = openTxn(request.params.ref);
      txn.isExpired = true;
      txn.updatedAt = context.now();
      return txn;
    });

    app.post<RefParams>('/transactions/:ref/webhook', async (request) => {
      const txn = txnOrThrow(request.params.ref);
      const body = expandBracketKeys(request.body);
      const times = body.times === undefined ? 1 : toWholeNumber(body.times);
      if (times === null || times < 1 || times > MAX_TIMES)
        throw new ControlError(400, `times must be 1 to ${String(MAX_TIMES)}`);
      const forged = body.variant === 'forged';
      const deliveries: Delivery[] = [];
      for (let sent = 0; sent < times; sent += 1)
        deliveries.push(await context.background.deliverNow(txn, { forged }));
      return { deliveries };
    });

    app.post('/webhooks', (request) => {
      const { enabled } = expandBracketKeys(request.body);
      if (typeof enabled !== 'boolean') throw new ControlError(400, 'enabled must be true or false');
      context.store.areWebhooksEnabled = enabled;
      return { enabled };
    });

    app.get<RefParams>('/transactions/:ref', (request) => txnOrThrow(request.params.ref));

    app.get('/transactions', (request) => {
      const { status } = request.query as { status?: string };
      return [...context.store.txns.values()]
        .filter((txn) => status === undefined || txn.status === status)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    });
    done();
  };
