import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentYear } from '@shop/domain/tax/tax-documents';
import { taxDocuments } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { testDatabaseKind } from '../../test/test-database';
import { approve, COMPANY_BUYER, documentShop, reportedOrder, type DocumentShop } from './document-test-kit';

// PGlite runs one query at a time, so these races can only happen on a real PostgreSQL server.
describe.skipIf(testDatabaseKind() !== 'postgres')(
  'document numbers under concurrent issues on PostgreSQL',
  () => {
    let t: TestApp;
    let shop: DocumentShop;
    beforeAll(async () => {
      t = await buildTestApp();
      shop = await documentShop(t);
    }, 60_000);
    afterAll(async () => {
      await t.close();
    });

    it('numbers 50 invoices issued at once 1 to 50, each number once', async () => {
      const orders = [];
      for (let index = 0; index < 50; index += 1)
        orders.push(await reportedOrder(t, shop, { taxProfile: COMPANY_BUYER }));

      // All fifty at once. Each holds the series row from its number to its commit, so they queue;
      // the test pool has 20 connections, and on a loaded machine a request that waits longer than
      // the pool's 5 s is answered 503 with Retry-After before it reaches the database. Those are
      // sent again, as a client would, until every order is approved.
      let waiting = orders.map((order) => order.orderId);
      for (let round = 0; round < 10 && waiting.length > 0; round += 1) {
        const answers = await Promise.all(waiting.map((orderId) => approve(t, shop, orderId)));
        expect(answers.filter((answer) => ![200, 503].includes(answer.statusCode))).toEqual([]);
        waiting = waiting.filter((_, index) => answers[index]?.statusCode === 503);
      }

      expect(waiting).toEqual([]);
      const year = documentYear(new Date());
      const rows = await t.db.select().from(taxDocuments);
      expect(rows).toHaveLength(50);
      expect(new Set(rows.map((row) => row.orderId)).size).toBe(50);
      expect(rows.map((row) => row.number).sort()).toEqual(
        Array.from({ length: 50 }, (_, index) => `INV${String(year)}-${String(index + 1).padStart(6, '0')}`),
      );
    }, 300_000);
  },
);
