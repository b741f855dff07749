import Fastify from 'fastify';
import { paymentSandboxPlugin } from '@shop/payment-sandbox/sandbox-plugin';
import { freePort } from './free-port';
import { latch, type Latch } from './latch';
import { sandboxControl, TEST_SANDBOX_CONTROL_SECRET, type SandboxControl } from './sandbox-control';

export type HeldProviderCall = {
  /** Resolves once the shop's call has reached the provider and is being held there. */
  arrived: Promise<void>;
  /** Lets the provider work on the call and answer it. */
  release(): void;
};

export type ProviderStandIn = {
  /** Base of the shop's PAYMENT_SANDBOX_URL and of the buyer's card vault. */
  url: string;
  sandbox: SandboxControl;
  /** Holds the next call to `method path` (a path under /sandbox) until the test releases it. */
  hold(method: string, path: string): HeldProviderCall;
  close(): Promise<void>;
};

/**
 * The payment providers as a process of their own, as they are in production: the sandbox in the
 * test's process on its own port, so a shop process stopping does not stop them with it, and a
 * provider that keeps the shop waiting is held by the test, not by a timer.
 */
export const startProviderStandIn = async (): Promise<ProviderStandIn> => {
  const holds: { method: string; path: string; isTaken: boolean; arrived: Latch; released: Latch }[] = [];
  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (request) => {
    const hold = holds.find(
      (candidate) =>
        !candidate.isTaken && candidate.method === request.method && candidate.path === request.url,
    );
    if (!hold) return;
    hold.isTaken = true;
    hold.arrived.open();
    await hold.released.opened;
  });
  const port = await freePort();
  const url = `http://127.0.0.1:${String(port)}`;
  // Notifications go nowhere (a closed port): the shop learns the outcome from its own call.
  await app.register(paymentSandboxPlugin, {
    prefix: '/sandbox',
    shopUrl: 'http://127.0.0.1:9',
    publicBaseUrl: `${url}/sandbox`,
    control: { secret: TEST_SANDBOX_CONTROL_SECRET },
  });
  await app.listen({ host: '127.0.0.1', port });
  return {
    url,
    sandbox: sandboxControl(`${url}/sandbox`),
    hold: (method, path) => {
      const hold = { method, path, isTaken: false, arrived: latch(), released: latch() };
      holds.push(hold);
      return { arrived: hold.arrived.opened, release: hold.released.open };
    },
    close: async () => {
      for (const hold of holds) hold.released.open();
      await app.close();
    },
  };
};
