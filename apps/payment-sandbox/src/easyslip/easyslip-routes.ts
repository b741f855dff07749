import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EASYSLIP_SANDBOX_KEYS } from './easyslip-sandbox-keys';
import type { EasySlipStore } from './easyslip-store';
import { readSlipPayload } from './read-slip-payload';

const slipDataOf = (
  payload: string,
  transfer: NonNullable<ReturnType<EasySlipStore['transfers']['get']>>,
) => ({
  payload,
  transRef: transfer.transRef,
  date: transfer.date,
  countryCode: 'TH',
  amount: { amount: transfer.amount, local: { amount: 0, currency: '' } },
  fee: 0,
  ref1: '',
  ref2: '',
  ref3: '',
  sender: transfer.sender,
  receiver: transfer.receiver,
});

/**
 * EasySlip's `GET /api/v1/verify?payload=…&checkDuplicate=…` with `Authorization: Bearer <key>`:
 * `{ status: 200, data }` for a transfer the bank knows; `{ status, message }` otherwise, with the
 * service's documented codes: `unauthorized` (401), `invalid_payload` (400), `slip_not_found`
 * (404), and `duplicate_slip` (400, with the slip's data) for a slip verified before when the
 * caller asked to check duplicates. Timeouts and 500s come from the shared fault control.
 */
export const easySlipRoutes =
  (store: EasySlipStore) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    const answer = (
      reply: FastifyReply,
      call: { payload: string; checkDuplicate: boolean },
      status: number,
      body: Record<string, unknown>,
    ) => {
      store.calls.push({ ...call, status, message: typeof body.message === 'string' ? body.message : null });
      return reply.code(status).send({ status, ...body });
    };

    app.get('/easyslip/api/v1/verify', (request: FastifyRequest, reply) => {
      const query = request.query as Record<string, string | undefined>;
      const call = { payload: query.payload ?? '', checkDuplicate: query.checkDuplicate === 'true' };
      if (request.headers.authorization !== `Bearer ${EASYSLIP_SANDBOX_KEYS.apiKey}`)
        return answer(reply, call, 401, { message: 'unauthorized' });
      const slip = call.payload.length <= 255 ? readSlipPayload(call.payload) : null;
      if (!slip) return answer(reply, call, 400, { message: 'invalid_payload' });
      const transfer = store.transfers.get(`${slip.bank}:${slip.transRef}`);
      if (!transfer) return answer(reply, call, 404, { message: 'slip_not_found' });
      const data = slipDataOf(call.payload, transfer);
      const key = `${slip.bank}:${slip.transRef}`;
      if (call.checkDuplicate && store.verified.has(key))
        return answer(reply, call, 400, { message: 'duplicate_slip', data });
      store.verified.add(key);
      return answer(reply, call, 200, { data });
    });
    done();
  };
