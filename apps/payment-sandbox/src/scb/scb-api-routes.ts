import type { FastifyInstance } from 'fastify';
import { createScbQr } from './create-scb-qr';
import { issueScbToken, requireScbToken } from './scb-auth';
import type { ScbContext } from './scb-context';
import { ScbCode, scbEnvelope } from './scb-envelope';
import { inquireScbPayments } from './scb-inquiry';

type Body = Record<string, unknown>;
const success = (data: unknown) => scbEnvelope(ScbCode.SUCCESS, 'Success', data);

/** SCB Open API (api.partners.scb/partners under /scb): OAuth, Thai QR create and the bill-payment inquiry. */
export const scbApiRoutes =
  (context: ScbContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    app.post('/scb/v1/oauth/token', (request) => success(issueScbToken(context, request)));

    for (const version of [1, 2] as const) {
      app.post(`/scb/v${String(version)}/payment/qrcode/create`, async (request) => {
        requireScbToken(context, request);
        return success(await createScbQr(context, (request.body ?? {}) as Body, version));
      });
    }

    app.get('/scb/v1/payment/billpayment/inquiry', (request) => {
      requireScbToken(context, request);
      return success(inquireScbPayments(context, request.query as Record<string, string | undefined>));
    });
    done();
  };
