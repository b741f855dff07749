import type { FastifyInstance } from 'fastify';
import { ControlError } from '../control/control-error';
import { toWholeNumber } from '../lib/to-whole-number';
import type { BookPartnerStore } from './book-partner-store';

/** Test-only endpoints under /__control/book-partner: the calls received, and a partner that fails. */
export const bookPartnerControlRoutes =
  (store: BookPartnerStore) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    app.get('/calls', () => store.calls);

    // The next `times` calls answer `status` (default 500) and make no cart.
    app.post('/fail', (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const times = body.times === undefined ? 1 : toWholeNumber(body.times);
      const status = body.status === undefined ? 500 : toWholeNumber(body.status);
      if (times === null || times < 0 || times > 100) throw new ControlError(400, 'times must be 0 to 100');
      if (status === null || status < 400 || status > 599)
        throw new ControlError(400, 'status must be 400 to 599');
      store.failures = { remaining: times, status };
      return store.failures;
    });
    done();
  };
