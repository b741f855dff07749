import type { FastifyInstance } from 'fastify';
import { expandBracketKeys } from '../lib/expand-bracket-keys';
import { checkGbPrimeStatus } from './check-gbprime-status';
import { createGbPrimeCharge } from './create-gbprime-charge';
import { createGbPrimeQr } from './create-gbprime-qr';
import { createGbPrimeToken } from './create-gbprime-token';
import type { GbPrimeContext } from './gbprime-context';
import { GBPRIME_SANDBOX_KEYS } from './gbprime-sandbox-keys';
import { requireGbPrimeKey } from './require-gbprime-key';

/** GB Prime Pay's API (api.gbprimepay.com under /gbprime): cards, QR Cash, status inquiry. */
export const gbPrimeApiRoutes =
  (context: GbPrimeContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    const { publicKey, secretKey } = GBPRIME_SANDBOX_KEYS;

    // The buyer's browser tokenises here straight from the shop's page (same origin in sandbox mode).
    app.post('/gbprime/v2/tokens', (request) => {
      requireGbPrimeKey(request.headers.authorization, publicKey);
      return createGbPrimeToken(context, request.body);
    });

    app.post('/gbprime/v2/tokens/charge', (request) => {
      requireGbPrimeKey(request.headers.authorization, secretKey);
      return createGbPrimeCharge(context, expandBracketKeys(request.body));
    });

    app.post('/gbprime/v3/qrcode/text', (request) =>
      createGbPrimeQr(context, expandBracketKeys(request.body)),
    );

    app.post('/gbprime/v1/check_status_txn', (request) => {
      requireGbPrimeKey(request.headers.authorization, secretKey);
      return checkGbPrimeStatus(context, expandBracketKeys(request.body));
    });
    done();
  };
