import type { FastifyError, FastifyInstance } from 'fastify';
import { expandBracketKeys } from '../lib/expand-bracket-keys';
import type { SandboxProvider } from '../sandbox-provider';
import { checkControlAccess, type ControlAccess } from './control-access';
import type { ControlError } from './control-error';
import type { FaultStore } from './fault-store';
import { parseFault } from './parse-fault';
import { redactJsonText } from './personal-data';
import type { RequestRecorder } from './request-recorder';

type Deps = {
  providers: SandboxProvider[];
  faults: FaultStore;
  recorder: RequestRecorder;
  access: ControlAccess;
  reset: () => void;
};

/**
 * The test-only API shared by every provider: faults, recorded requests and reset. Only a caller
 * with the control secret, or the shop's administrator, may use it, and what it lists of the
 * buyers (every provider's payments, the partner's carts) has their personal data masked.
 */
export const controlRoutes = (deps: Deps) => async (app: FastifyInstance) => {
  // Control errors are plain `{ error }`: the tests reading them are ours, not a provider's client.
  app.setErrorHandler((error: FastifyError | ControlError, _request, reply) =>
    reply.code(error.statusCode ?? 500).send({ error: error.message }),
  );
  app.addHook('onRequest', checkControlAccess(deps.access));
  app.addHook('onSend', async (_request, reply, payload) =>
    typeof payload === 'string' && String(reply.getHeader('content-type')).includes('json')
      ? redactJsonText(payload)
      : payload,
  );

  app.post('/faults', (request, reply) => {
    const fault = parseFault(expandBracketKeys(request.body));
    deps.faults.add(fault);
    return reply.code(201).send(fault);
  });

  app.get('/faults', () => deps.faults.list());

  app.get('/requests', (request) => {
    const { provider } = request.query as { provider?: string };
    return deps.recorder.list(provider);
  });

  app.post('/reset', () => {
    deps.reset();
    return { reset: true };
  });

  for (const provider of deps.providers) {
    await app.register(provider.controlRoutes, { prefix: `/${provider.id}` });
  }
};
