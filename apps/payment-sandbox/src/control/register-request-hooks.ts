import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readStream } from '../lib/read-stream';
import type { TimerSet } from '../lib/timer-set';
import type { SandboxProvider } from '../sandbox-provider';
import type { Fault, FaultStore } from './fault-store';
import type { RequestRecorder } from './request-recorder';

type Tracked = { provider: SandboxProvider; body: string; fault: Fault | null; isRecorded: boolean };

type Deps = { providers: SandboxProvider[]; faults: FaultStore; recorder: RequestRecorder; timers: TimerSet };

const pathAfterPrefix = (url: string, prefix: string): string => {
  const path = url.split('?')[0] ?? '';
  return (prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path) || '/';
};

const owns = (provider: SandboxProvider, path: string): boolean =>
  provider.pathPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Closing the socket without a word is what a crashed or unreachable provider looks like. */
const destroySocket = (reply: FastifyReply) => {
  reply.raw.destroy();
};

/**
 * Records every request to a provider's API and applies the armed faults. A fault before
 * processing never reaches the handler; with `after` the handler runs (the charge exists) and only
 * the answer is lost, the "it went through but we never heard" case.
 */
export const registerRequestHooks = (app: FastifyInstance, deps: Deps) => {
  const tracked = new WeakMap<FastifyRequest, Tracked>();

  const record = (request: FastifyRequest, entry: Tracked, status: number | null) => {
    if (entry.isRecorded) return;
    entry.isRecorded = true;
    deps.recorder.record({
      provider: entry.provider.id,
      method: request.method,
      url: request.url,
      status,
      body: entry.body,
      at: new Date().toISOString(),
    });
  };

  const internalError = (entry: Tracked) =>
    entry.provider.errorBody('internal_error', 'internal server error (sandbox fault)');

  app.addHook('onRequest', async (request, reply) => {
    const path = pathAfterPrefix(request.url, app.prefix);
    const provider = deps.providers.find((candidate) => owns(candidate, path));
    if (!provider) return;
    const entry: Tracked = {
      provider,
      body: '',
      fault: deps.faults.take(request.method, path),
      isRecorded: false,
    };
    tracked.set(request, entry);
    if (!entry.fault || entry.fault.after) return;
    entry.body = (await readStream(request.raw)).toString('utf8');
    switch (entry.fault.mode) {
      case 'delay':
        return;
      case '500':
        return reply.code(500).send(internalError(entry));
      case 'drop':
        record(request, entry, null);
        reply.hijack();
        destroySocket(reply);
        return reply;
      case 'timeout':
        record(request, entry, null);
        reply.hijack();
        deps.timers.later(entry.fault.delayMs, () => destroySocket(reply), { runOnCancel: true });
        return reply;
    }
  });

  app.addHook('preParsing', async (request, _reply, payload) => {
    const entry = tracked.get(request);
    if (!entry) return payload;
    const raw = await readStream(payload);
    entry.body = raw.toString('utf8');
    return Readable.from([raw], { objectMode: false });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const entry = tracked.get(request);
    if (!entry?.fault?.after) return payload;
    switch (entry.fault.mode) {
      case '500':
        reply.code(500).header('content-type', 'application/json; charset=utf-8');
        return JSON.stringify(internalError(entry));
      case 'drop':
        record(request, entry, null);
        destroySocket(reply);
        return payload;
      case 'timeout':
        record(request, entry, null);
        await deps.timers.sleep(entry.fault.delayMs);
        destroySocket(reply);
        return payload;
      case 'delay':
        await deps.timers.sleep(entry.fault.delayMs);
        return payload;
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    const entry = tracked.get(request);
    if (entry) record(request, entry, reply.statusCode);
  });
};
