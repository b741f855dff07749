import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertUser } from '../test/factories';
import { sessionCookieFor } from '../test/sessions';
import {
  eventually,
  severalInstancesSkipReason,
  startShopInstance,
  type ShopInstance,
} from '../test/shop-instance';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { openFreshDatabase, type FreshDatabase } from '../test/test-database';

const skipReason = severalInstancesSkipReason();
const LONG_CACHE = { CATALOG_CACHE_SECONDS: '3600' };
/** ioredis reconnects within about two seconds; a busy machine gets more. */
const RECONNECTED_MS = 15_000;

describe.skipIf(skipReason)(
  `cache invalidation when an instance loses Redis${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let database: FreshDatabase;
    let proxy: TcpProxy;
    let a: ShopInstance;
    let b: ShopInstance;
    let admin: string;
    beforeAll(async () => {
      database = await openFreshDatabase({
        pgliteTemplateFile: inject('pgliteTemplateFile'),
        postgresTemplate: inject('postgresTemplate'),
      });
      if (!database.url) throw new Error('a PostgreSQL test database has a URL');
      const redis = new URL(process.env.REDIS_URL ?? '');
      proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
      const redisThroughProxy = new URL(redis);
      redisThroughProxy.host = `127.0.0.1:${String(proxy.port)}`;
      a = await startShopInstance(database.url, LONG_CACHE);
      // B reaches Redis through a proxy the test cuts: B alone loses it.
      b = await startShopInstance(database.url, { ...LONG_CACHE, REDIS_URL: redisThroughProxy.toString() });
      admin = await sessionCookieFor(database.db, (await insertUser(database.db, { roles: ['admin'] })).id);
    });
    afterAll(async () => {
      await a.close();
      await b.close();
      await proxy.close();
      await database.dispose();
    });

    const titleOn = async (instance: ShopInstance) => {
      const answer = await fetch(`${instance.url}/api/setting/site/into/1`);
      return ((await answer.json()) as { data: { title: string } }).data.title;
    };
    const retitle = (title: string) =>
      fetch(`${a.url}/api/admin/settings`, {
        method: 'PUT',
        headers: { cookie: admin, 'content-type': 'application/json' },
        body: JSON.stringify({ title }),
      });

    it('drops what it cached once Redis is back, so a change it could not hear shows without waiting an hour', async () => {
      expect(await titleOn(b)).not.toBe('Changed while B was away');

      proxy.cut();
      const changed = await retitle('Changed while B was away');
      proxy.restore();

      expect(changed.status).toBe(200);
      expect(
        await eventually(
          () => titleOn(b),
          (title) => title === 'Changed while B was away',
          RECONNECTED_MS,
        ),
      ).toBe('Changed while B was away');
    });

    it('hears the next change at once again after it is back', async () => {
      await eventually(
        () => titleOn(b),
        (title) => title === 'Changed while B was away',
        RECONNECTED_MS,
      );

      const changed = await retitle('Heard at once');

      expect(changed.status).toBe(200);
      expect(
        await eventually(
          () => titleOn(b),
          (title) => title === 'Heard at once',
          5_000,
        ),
      ).toBe('Heard at once');
    });
  },
);
