import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProviderStandIn, type HeldProviderCall, type ProviderStandIn } from '../test/provider-stand-in';
import { prepareServerProcessDatabase, type ServerProcessDatabase } from '../test/server-process-database';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { fillShop, orderByCard, payByCard } from '../test/shutdown-scenario';

/** The log lines of a server process that are the shutdown's "ran out of time" line. */
const timeoutLines = (output: string) => output.split('\n').filter((line) => line.includes('grace time'));

describe('a shutdown that outlives its grace time', () => {
  let database: ServerProcessDatabase;
  let provider: ProviderStandIn;
  let server: ServerProcess | undefined;
  let held: HeldProviderCall | undefined;
  beforeAll(async () => {
    database = await prepareServerProcessDatabase();
    provider = await startProviderStandIn();
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    held?.release();
    await provider.close();
    await database.dispose();
  });

  it(
    'writes one JSON log line naming the request still in flight and exits 1',
    { timeout: 240_000 },
    async () => {
      const shop = await fillShop(database.db, 0);
      await database.handOver();
      const started = await startServerProcess({
        ...database.env,
        PAYMENT_SANDBOX_URL: `${provider.url}/sandbox`,
        SHUTDOWN_GRACE_MS: '1500',
        SHUTDOWN_DELAY_MS: '0',
      });
      server = started;
      const payment = await payByCard(started, provider, shop, await orderByCard(started, shop));
      // The buyer's call ends with the process, unanswered.
      const unanswered = payment.answer.catch(() => undefined);
      held = payment.held;
      await payment.held.arrived;

      const signalledAt = Date.now();
      started.child.kill('SIGTERM');
      const exitCode = await started.exited;
      const stoppedWithinMs = Date.now() - signalledAt;

      expect(exitCode).toBe(1);
      expect(stoppedWithinMs).toBeLessThan(5_000);
      const lines = timeoutLines(started.output());
      expect(lines, started.output()).toHaveLength(1);
      expect(JSON.parse(lines[0] ?? '')).toMatchObject({
        level: 50,
        graceMs: 1500,
        stage: 'answering the requests in flight',
        requestsInFlight: [
          { method: 'POST', route: '/api/omise/creditcard', forMs: expect.any(Number) as number },
        ],
      });
      await unanswered;
    },
  );
});
