import type { FastifyError, FastifyInstance } from 'fastify';
import { expandBracketKeys } from '../lib/expand-bracket-keys';
import type { SandboxProvider } from '../sandbox-provider';
import type { ControlError } from './control-error';
import type { FaultStore } from './fault-store';
import { parseFault } from './parse-fault';
import type { RequestRecorder } from './request-recorder';

type Deps = {
  providers: SandboxProvider[];
  faults: FaultStore;
  recorder: RequestRecorder;
  reset: () => void;
};

/** The test-only API shared by every provider: faults, recorded requests and reset. */
export const controlRoutes = (deps: Deps) => async (app: FastifyInstance) => {
  // Control errors are plain `{ error }`: the tests reading them are ours, not a provider's client.
  app.setErrorHandler((error: FastifyError | ControlError, _request, reply) =>
    reply.code(error.statusCode ?? 500).send({ error: error.message }),
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
