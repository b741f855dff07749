import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { freePort } from '../../test/free-port';
import {
  attemptsOf,
  cardToken,
  chargeCard,
  checkUntilKnown,
  eventually,
  insertPaymentMethodsForPayments,
  orderStatus,
  orderToPay,
  timesEntered,
} from '../../test/payment-fixtures';
import { sandboxControl, TEST_SANDBOX_CONTROL_SECRET, type SandboxControl } from '../../test/sandbox-control';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { openFreshDatabase, testDatabaseKind, type FreshDatabase } from '../../test/test-database';

/** The same database reached through the proxy's port. */
const throughProxy = (url: string, proxy: TcpProxy) => {
  const proxied = new URL(url);
  proxied.host = `127.0.0.1:${String(proxy.port)}`;
  return proxied.toString();
};

// PGlite cannot go away; PostgreSQL is reached through a proxy the test cuts, as a restart would.
describe.skipIf(testDatabaseKind() !== 'postgres')(
  'a database that goes away between a charge and its settlement',
  () => {
    let fresh: FreshDatabase;
    let proxy: TcpProxy;
    let database: DatabaseHandle;
    let app: App;
    let baseUrl: string;
    let sandbox: SandboxControl;
    beforeAll(async () => {
      fresh = await openFreshDatabase({
        pgliteTemplateFile: inject('pgliteTemplateFile'),
        postgresTemplate: inject('postgresTemplate'),
      });
      const target = new URL(fresh.url ?? '');
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      database = await openDatabase({
        driver: 'postgres',
        url: throughProxy(fresh.url ?? '', proxy),
        poolSize: 4,
        connectTimeoutMs: 1_000,
      });
      const port = await freePort();
      baseUrl = `http://127.0.0.1:${String(port)}`;
      const config = loadConfig({
        NODE_ENV: 'test',
        SEED_DEMO: 'false',
        CATALOG_CACHE_SECONDS: '0',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        PAYMENT_HTTP_TIMEOUT_MS: '3000',
        OMISE_SEARCH_LAG_MS: '2500',
        SANDBOX_CONTROL_SECRET: TEST_SANDBOX_CONTROL_SECRET,
      });
      app = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
      await app.listen({ host: '127.0.0.1', port });
      sandbox = sandboxControl(`${baseUrl}/sandbox`);
      await insertPaymentMethodsForPayments(database.db);
    });
    afterEach(() => {
      proxy.restore();
    });
    afterAll(async () => {
      await app.close();
      await database.close();
      await proxy.close();
      await fresh.dispose();
    });

    it('charges once: the retry after the outage is held back and the first charge settles the order', async () => {
      await sandbox.webhooks(false);
      const order = await orderToPay(app, database.db, { methodId: 8 });
      // Omise takes the charge at once and answers a second later, while the database is away.
      await sandbox.fault({ route: 'POST /omise/charges', mode: 'delay', delayMs: 1_000 });
      const token = await cardToken(baseUrl, '4242424242424242');
      const answer = chargeCard(app, order, token);
      await eventually(async () => (await sandbox.storedCharges()).length === 1);
      proxy.cut();

      const failed = await answer;
      proxy.restore();

      expect(failed.statusCode).toBe(503);
      expect(await orderStatus(database.db, order.orderId)).toBe('notYetReceived');
      const retry = await chargeCard(app, order, await cardToken(baseUrl, '4242424242424242'));
      expect(retry.json()).toMatchObject({ error: { code: 'PAYMENT_IN_PROGRESS' } });
      expect(await checkUntilKnown(app, order)).toBe('succeeded');
      expect(await orderStatus(database.db, order.orderId)).toBe('approved');
      expect(await timesEntered(database.db, order.orderId, 'approved')).toBe(1);
      expect((await sandbox.storedCharges()).filter((charge) => charge.status === 'successful')).toHaveLength(
        1,
      );
      expect(await attemptsOf(database.db, order.orderId)).toHaveLength(1);
    });
  },
);
