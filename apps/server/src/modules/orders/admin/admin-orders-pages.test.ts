import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertOrderWithLine } from '../../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent, insertUser } from '../../../test/factories';
import { sessionCookieFor } from '../../../test/sessions';

type Page = { data: { id: number; state: string }[]; total: number };

describe('paging through the back office orders list', () => {
  let t: TestApp;
  let admin: string;
  const created: { id: number; status: string }[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['admin'] })).id);
    const buyer = await insertStudent(t.db);
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id);
    for (let index = 0; index < 23; index++) {
      const status = index % 3 === 0 ? 'approved' : 'notYetReceived';
      const order = await insertOrderWithLine(t.db, {
        userId: buyer.id,
        courseId: course.id,
        planId: plan.id,
        status,
      });
      created.push({ id: order.id, status });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const walk = async (query: string) => {
    const seen: number[] = [];
    const totals: number[] = [];
    for (let page = 1; page <= 5; page++) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders?pageSize=10&page=${String(page)}${query}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<Page>();
      totals.push(body.total);
      seen.push(...body.data.map((row) => row.id));
    }
    return { seen, totals };
  };

  it('shows every order exactly once across the pages, newest first, with the same total on each', async () => {
    const { seen, totals } = await walk('');

    expect(seen).toEqual(created.map((order) => order.id).sort((a, b) => b - a));
    expect(new Set(totals)).toEqual(new Set([created.length]));
  });

  it('pages through one state alone, each of its orders once, with that state’s total', async () => {
    const { seen, totals } = await walk('&state=approved');

    const approved = created.filter((order) => order.status === 'approved').map((order) => order.id);
    expect(seen).toEqual(approved.sort((a, b) => b - a));
    expect(new Set(totals)).toEqual(new Set([approved.length]));
  });

  it('pages sorted by total or creation the same way, every order once', async () => {
    for (const sort of ['total', '-created']) {
      const { seen } = await walk(`&sort=${sort}`);
      expect(new Set(seen).size).toBe(created.length);
      expect(seen).toHaveLength(created.length);
    }
  });

  it('pages through a search by part of an e-mail, each match once, with the matches’ total on every page', async () => {
    const searcher = await insertStudent(t.db, { email: 'paging.searcher@example.com' });
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id);
    const found: number[] = [];
    for (let index = 0; index < 12; index++) {
      const order = await insertOrderWithLine(t.db, {
        userId: searcher.id,
        courseId: course.id,
        planId: plan.id,
      });
      found.push(order.id);
    }

    const { seen, totals } = await walk('&keyword=ging.SEARCH');

    expect(seen).toEqual(found.sort((a, b) => b - a));
    expect(new Set(totals)).toEqual(new Set([12]));
  });
});
