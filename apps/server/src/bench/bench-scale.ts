// `npm run bench:scale`: the same build on the demo database and on a large one (`npm run
// seed:large`), one after the other in one run: sequential requests to the routes that grow with
// a shop's years (median and p99), the CSV export, and the write paths' throughput, printed as
// one table with the large ÷ demo ratio and whether each read meets its target.
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { courses } from '../db/tables';
import { TEST_SANDBOX_CONTROL_SECRET } from '../test/sandbox-control';
import { startBenchServer } from './bench-server';
import { sessionCookieFor } from './scale-accounts';
import { planForSsd } from './ssd-planner-costs';
import { explainGrowingQueries, type PlanCheck } from './scale-explain';
import { printScaleTable, type ScaleResult } from './scale-report';
import { timeRequest, timeRoute, type Timing } from './scale-timing';
import { measureWrites, type WriteRates } from './scale-writes';

const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const DEMO_URL = process.env.BENCH_DEMO_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scale_demo';
const LARGE_URL = process.env.BENCH_LARGE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scale_large';

/** The account with the most orders in each database: the demo student, or the busiest bulk one. */
const BUSY_BUYER = { demo: 'student', large: 'learner1' } as const;

type ShopRun = {
  reads: Map<string, Timing>;
  export: { ms: number; bytes: number; rssPeakMb: number };
  writes: WriteRates;
  plans: PlanCheck[];
};

const readRoutes = (coursePath: string, courseId: number) =>
  [
    { name: 'course page (server-rendered)', path: coursePath, as: 'visitor' },
    { name: 'course detail API', path: `/public/courses/${String(courseId)}/0`, as: 'visitor' },
    { name: 'course list page 1', path: '/public/courses?page=1', as: 'visitor' },
    { name: 'course list page 400', path: '/public/courses?page=400', as: 'visitor' },
    { name: 'keyword search (Latin)', path: '/public/courses?keyword=python', as: 'visitor' },
    {
      name: 'keyword search (Thai)',
      path: `/public/courses?keyword=${encodeURIComponent('การตลาด')}`,
      as: 'visitor',
    },
    { name: 'sitemap.xml', path: '/sitemap.xml', as: 'visitor' },
    { name: 'admin dashboard', path: '/api/admin/dashboard', as: 'admin' },
    { name: 'admin orders page 1', path: '/api/admin/orders', as: 'admin' },
    { name: 'admin orders by state', path: '/api/admin/orders?state=pendingApproved', as: 'admin' },
    { name: 'admin orders deep page (5,000)', path: '/api/admin/orders?page=5000', as: 'admin' },
    { name: 'admin orders search by e-mail', path: '/api/admin/orders?keyword=somchai.jaidee', as: 'admin' },
    { name: 'admin students page 1', path: '/api/admin/students', as: 'admin' },
    {
      name: 'admin students search (Thai)',
      path: `/api/admin/students?keyword=${encodeURIComponent('สมชาย')}`,
      as: 'admin',
    },
    { name: 'My orders', path: '/private/orders', as: 'buyer' },
    { name: 'My courses', path: '/private/my-courses', as: 'buyer' },
  ] as const;

/** Times the export once while sampling the process's memory (the server runs in this process). */
const timeExport = async (url: string, cookie: string) => {
  let rssPeak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 50);
  try {
    const { ms, bytes } = await timeRequest(url, cookie);
    return { ms, bytes, rssPeakMb: rssPeak / 1_048_576 };
  } finally {
    clearInterval(sampler);
  }
};

const runShop = async (databaseUrl: string, kind: 'demo' | 'large'): Promise<ShopRun> => {
  await planForSsd(databaseUrl);
  // The catalogue cache off, so every request runs its queries (the worst case of first visitors).
  const server = await startBenchServer(
    {
      DATABASE_URL: databaseUrl,
      CATALOG_CACHE_SECONDS: '0',
      SANDBOX_CONTROL_SECRET: TEST_SANDBOX_CONTROL_SECRET,
    },
    WEB_DIST_DIR,
  );
  try {
    const { database, address } = server;
    const [course] = await database.db
      .select({ id: courses.id, linkPath: courses.linkPath })
      .from(courses)
      .where(eq(courses.slug, 'ux-ui-design-fundamentals'));
    if (!course?.linkPath) throw new Error('the demo course is missing');
    const cookies = {
      visitor: undefined,
      admin: await sessionCookieFor(database.db, 'admin'),
      buyer: await sessionCookieFor(database.db, BUSY_BUYER[kind]),
    };
    const reads = new Map<string, Timing>();
    for (const route of readRoutes(course.linkPath, course.id)) {
      reads.set(route.name, await timeRoute(`${address}${route.path}`, cookies[route.as]));
      process.stdout.write(`${kind}: ${route.name} ${reads.get(route.name)?.p50.toFixed(0) ?? ''} ms\n`);
    }
    const exported = await timeExport(`${address}/api/admin/orders/export.csv`, cookies.admin);
    const prefix = `scale_${String(Date.now())}`;
    const writes = await measureWrites(database.db, address, prefix);
    const plans = kind === 'large' ? await explainGrowingQueries(database.db) : [];
    return { reads, export: exported, writes, plans };
  } finally {
    await server.close();
  }
};

const demo = await runShop(DEMO_URL, 'demo');
const large = await runShop(LARGE_URL, 'large');
const results: ScaleResult[] = [...demo.reads.keys()].map((name) => ({
  name,
  demo: demo.reads.get(name),
  large: large.reads.get(name),
}));
const failed = printScaleTable(results, demo, large);
process.exitCode = failed ? 1 : 0;
