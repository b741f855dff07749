import type { FastifyInstance } from 'fastify';
import { ControlError } from '../control/control-error';
import type { IdentityContext } from './identity-context';
import { isIdentityProvider } from './identity-sandbox-keys';
import { IDENTITY_FAULTS, type IdentityFault } from './identity-store';

const isIdentityFault = (value: unknown): value is IdentityFault =>
  IDENTITY_FAULTS.some((fault) => fault === value);

/**
 * Test-only endpoints under /__control/identity. `POST /next-fault { provider, fault }` spoils
 * that provider's next sign-in: an expired code, a wrong state echoed back, or an id token with a
 * bad signature or for another client. A provider that is down is the shared `/__control/faults` (mode 500).
 * `GET /line-messages` lists what the shop pushed to LINE users and who added its account;
 * `POST /line-quota { value }` sets the month's push quota.
 */
export const identityControlRoutes =
  (context: IdentityContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    app.post('/next-fault', (request) => {
      const { provider, fault } = (request.body ?? {}) as Record<string, unknown>;
      if (!isIdentityProvider(provider))
        throw new ControlError(400, 'provider must be line, google or facebook');
      if (!isIdentityFault(fault))
        throw new ControlError(400, `fault must be one of ${IDENTITY_FAULTS.join(', ')}`);
      context.store.arm(provider, fault);
      return { armed: context.store.armed() };
    });
    app.get('/next-fault', () => ({ armed: context.store.armed() }));
    // What the shop's LINE Official Account pushed, and who added it.
    app.get('/line-messages', () => ({
      received: context.line.received,
      friends: [...context.line.friends],
    }));
    app.post('/line-quota', (request) => {
      const { value } = (request.body ?? {}) as Record<string, unknown>;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
        throw new ControlError(400, 'value must be a whole number of messages');
      context.line.setQuota(value);
      return { quota: value };
    });
    done();
  };
