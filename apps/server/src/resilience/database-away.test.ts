import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, inject, vi } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { watchProcessErrors } from '../test/process-errors';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { openFreshDatabase, testDatabaseKind, type FreshDatabase } from '../test/test-database';

const POOL_SIZE = 4;

/** The same database reached through the proxy's port. */
const throughProxy = (url: string, proxy: TcpProxy) => {
  const proxied = new URL(url);
  proxied.host = `127.0.0.1:${String(proxy.port)}`;
  return proxied.toString();
};

// The embedded PGlite cannot go away; PostgreSQL is reached through a proxy the test cuts.
describe.skipIf(testDatabaseKind() !== 'postgres')('PostgreSQL away while the server runs', () => {
  let fresh: FreshDatabase;
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let app: App;
  let processErrors: ReturnType<typeof watchProcessErrors>;
  const logLines: string[] = [];
  const logged = (message: string) =>
    logLines.filter((line) => (JSON.parse(line) as { msg: string }).msg === message).length;
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
      poolSize: POOL_SIZE,
      connectTimeoutMs: 1_000,
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      CATALOG_CACHE_SECONDS: '0',
      REALTIME_RELAY_INTERVAL_MS: '100',
    });
    const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) });
    app = await buildApp({ config, database, logger });
    await app.ready();
    processErrors = watchProcessErrors();
  });
  afterEach(() => {
    proxy.restore();
  });
  afterAll(async () => {
    processErrors.stop();
    await app.close();
    await database.close();
    await proxy.close();
    await fresh.dispose();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  /** Whether POOL_SIZE transactions can be open together (none of the pool's places is lost). */
  const canHoldEveryConnectionAtOnce = async () => {
    let opened = 0;
    let allOpen: () => void = () => undefined;
    const together = new Promise<void>((resolve) => (allOpen = resolve));
    const holders = Array.from({ length: POOL_SIZE }, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        opened += 1;
        if (opened === POOL_SIZE) allOpen();
        await together;
      }),
    );
    // A place that is lost leaves one transaction without a connection: it fails after the
    // connect timeout (1 s), and the others stop waiting for it.
    const oneFailed = Promise.race(
      holders.map((holder) =>
        holder.then(
          () => new Promise<never>(() => undefined),
          () => undefined,
        ),
      ),
    );
    const isTogether = await Promise.race([together.then(() => true), oneFailed.then(() => false)]);
    allOpen();
    await Promise.allSettled(holders);
    return isTogether;
  };

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After while PostgreSQL refuses connections', async () => {
    expect((await get('/public/courses')).statusCode).toBe(200);
    proxy.cut();

    const answer = await get('/public/courses');

    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      success: false,
      error: { code: 'SERVICE_UNAVAILABLE', msg: 'The service is temporarily unavailable' },
    });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('takes itself out of the load balancer while PostgreSQL is away, and stays alive', async () => {
    proxy.cut();

    const readiness = await get('/health');
    const liveness = await get('/health/live');

    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toMatchObject({ status: 'unavailable', database: 'down', redis: 'off' });
    expect(liveness.statusCode).toBe(200);
  });

  it('does not keep a request waiting longer than the connect timeout when PostgreSQL does not answer', async () => {
    proxy.stall();
    const started = Date.now();

    const answer = await get('/public/courses');

    expect(answer.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('serves again as soon as PostgreSQL is back', async () => {
    proxy.cut();
    expect((await get('/public/courses')).statusCode).toBe(503);

    proxy.restore();

    await vi.waitFor(
      async () => {
        expect((await get('/health')).statusCode).toBe(200);
      },
      { timeout: 15_000, interval: 100 },
    );
    expect((await get('/public/courses')).statusCode).toBe(200);
    expect(processErrors.errors).toEqual([]);
  });

  it('gives back the connections of transactions cut off before they began', async () => {
    const pool = (database.db as unknown as { $client: { idleCount: number } }).$client;
    // Open connections, each then taken by a transaction whose BEGIN is sent into a frozen
    // network and cut off there.
    await Promise.all(
      Array.from({ length: POOL_SIZE }, () => database.db.execute(sql`select pg_sleep(0.05)`)),
    );
    proxy.freeze();
    const cutOff = Array.from({ length: POOL_SIZE }, () =>
      database.db.transaction((tx) => tx.execute(sql`select 1`)).catch(() => 'failed'),
    );
    await vi.waitFor(() => {
      expect(pool.idleCount).toBe(0);
    });
    proxy.cut();
    await Promise.all(cutOff);

    proxy.restore();

    expect(await canHoldEveryConnectionAtOnce()).toBe(true);
    expect((await get('/health')).statusCode).toBe(200);
  });

  it('says once, not at every run, that background work paused and that it resumed', async () => {
    // An earlier test's outage must be over for the relay as well (it said it resumed), or it
    // would still count itself paused and rightly not say so a second time.
    await vi.waitFor(
      () => {
        expect(logged('realtime outbox delivery resumed: the database is back')).toBe(
          logged('realtime outbox delivery paused: the database is unavailable'),
        );
      },
      { timeout: 30_000, interval: 100 },
    );
    logLines.length = 0;
    proxy.cut();
    // The realtime relay runs every 100 ms here: let it fail many times over.
    await vi.waitFor(
      () => {
        expect(logged('realtime outbox delivery paused: the database is unavailable')).toBe(1);
      },
      { timeout: 30_000, interval: 100 },
    );
    // Ten more refused connections: the relay kept trying after it said so once.
    const refusedWhenPaused = proxy.refused;
    await vi.waitFor(
      () => {
        expect(proxy.refused).toBeGreaterThanOrEqual(refusedWhenPaused + 10);
      },
      { timeout: 30_000, interval: 100 },
    );

    proxy.restore();

    await vi.waitFor(
      () => {
        expect(logged('realtime outbox delivery resumed: the database is back')).toBe(1);
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(logged('realtime outbox delivery paused: the database is unavailable')).toBe(1);
    expect(logged('realtime outbox delivery failed')).toBe(0);
    // Each wait above ends as soon as the line is there; on a loaded machine they may add up.
  }, 120_000);
});
