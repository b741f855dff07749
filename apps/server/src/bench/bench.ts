// `npm run bench`: requests per second of the main routes of one server, each as a ratio to a
// trivial route measured in the same run, so the figures compare across machines. The last one
// are a payment notification (signature check, the provider asked back, the order settled) and a
// lesson player's progress report. Then a fault run: card payments while the provider loses its
// answers (and, on PostgreSQL, the database drops its connections), with the charges lost or taken
// twice counted at the provider (both must be 0).
import autocannon from 'autocannon';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/database';
import { courses, orders, pricingPlans, sessions, users } from '../db/tables';
import { hashToken, newSecureToken } from '../lib/secure-token';
import { TEST_SANDBOX_CONTROL_SECRET } from '../test/sandbox-control';
import { benchLearners } from './bench-learners';
import { startBenchServer } from './bench-server';
import { endServerConnections, runFaultBench, type FaultRunReport } from './fault-run-bench';
import { countSettled, paidPromptPayNotifications } from './payment-notifications-bench';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1500);
const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 300);
const FAULT_BUYERS = Number(process.env.BENCH_FAULT_BUYERS ?? 200);

type Measured = { name: string; requestsPerSecond: number; p99: number; errors: number };

const measure = async (name: string, options: autocannon.Options): Promise<Measured> => {
  const amount = options.amount;
  const connections = amount === undefined ? CONNECTIONS : Math.min(CONNECTIONS, amount);
  const result = await autocannon({ ...options, connections });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
};

const createBuyers = async (db: Database, count: number) => {
  const cookies: string[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, index) => ({
      username: `bench_${String(start + index)}`,
      email: `bench_${String(start + index)}@bench.local`,
    }));
    const rows = await db.insert(users).values(batch).returning({ id: users.id });
    const tokens = rows.map(() => newSecureToken());
    await db.insert(sessions).values(
      rows.map((row, index) => ({
        tokenHash: hashToken(tokens[index] ?? ''),
        userId: row.id,
        expiresAt: new Date(Date.now() + 3_600_000),
      })),
    );
    cookies.push(...tokens.map((token) => `sid=${token}`));
  }
  return cookies;
};

const run = async () => {
  const server = await startBenchServer({
    SANDBOX_CONTROL_SECRET: TEST_SANDBOX_CONTROL_SECRET,
    // The fault run's provider holds a lost answer 1.5 s: the shop gives up on it after 1 s.
    PAYMENT_HTTP_TIMEOUT_MS: '1000',
    OMISE_SEARCH_LAG_MS: '2500',
  });
  const { database, address, config } = server;

  const [course] = await database.db
    .select({ id: courses.id, planId: pricingPlans.id, price: pricingPlans.price })
    .from(courses)
    .innerJoin(pricingPlans, eq(pricingPlans.courseId, courses.id))
    .where(and(eq(courses.slug, 'ux-ui-design-fundamentals'), eq(pricingPlans.planType, 'Period')));
  if (!course?.price) throw new Error('the demo course is missing');
  const cookies = await createBuyers(database.db, ORDERS + NOTIFICATIONS + FAULT_BUYERS);
  const price = course.price + Math.round((course.price * 7) / 100);
  const body = JSON.stringify({
    course_id: [course.id],
    pricingplan_id: [course.planId],
    payment_method_id: 1,
    price,
    discount: 0,
    shipping_fee: 0,
  });

  const baseline = await measure('GET /health/live (baseline)', {
    url: `${address}/health/live`,
    duration: SECONDS,
  });
  const results = [
    await measure(`GET /public/courses/${String(course.id)}/0 (course detail)`, {
      url: `${address}/public/courses/${String(course.id)}/0`,
      duration: SECONDS,
    }),
    await measure('GET /public/courses (course list)', {
      url: `${address}/public/courses`,
      duration: SECONDS,
    }),
  ];
  let next = 0;
  const started = Date.now();
  const orders = await measure('POST /private/cart/order (order creation)', {
    url: `${address}/private/cart/order`,
    method: 'POST',
    amount: ORDERS,
    headers: { 'content-type': 'application/json' },
    body,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, cookie: cookies[next++ % cookies.length] ?? '' },
        }),
      },
    ],
  });
  orders.requestsPerSecond = ORDERS / ((Date.now() - started) / 1000);
  results.push(orders);

  const webhooks = await paidPromptPayNotifications(address, cookies.slice(ORDERS, ORDERS + NOTIFICATIONS), {
    courseId: course.id,
    planId: course.planId,
    price,
  });
  let nextWebhook = 0;
  const notificationsStarted = Date.now();
  const notifications = await measure('POST /webhook/payment/omise (verified, settled)', {
    url: `${address}/webhook/payment/omise`,
    method: 'POST',
    amount: webhooks.length,
    requests: [
      {
        setupRequest: (request) => {
          const webhook = webhooks[nextWebhook++ % webhooks.length];
          return {
            ...request,
            headers: { ...request.headers, ...webhook?.headers },
            body: webhook?.body ?? '',
          };
        },
      },
    ],
  });
  notifications.requestsPerSecond = webhooks.length / ((Date.now() - notificationsStarted) / 1000);
  results.push(notifications);
  const settled = await countSettled(database.db);
  if (settled !== webhooks.length)
    throw new Error(`${String(settled)} of ${String(webhooks.length)} payments settled`);

  // Lesson players of many students reporting at once.
  const learners = await benchLearners(database.db, 500);
  let nextLearner = 0;
  results.push(
    await measure('POST /private/progress/report (progress report)', {
      url: `${address}/private/progress/report`,
      method: 'POST',
      duration: SECONDS,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        course_id: learners.courseId,
        lecture_id: learners.lectureId,
        position_seconds: 3,
        played_seconds: 3,
      }),
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: {
              ...request.headers,
              cookie: learners.cookies[nextLearner++ % learners.cookies.length] ?? '',
            },
          }),
        },
      ],
    }),
  );

  const faultRun = await faultBench(
    address,
    config.DATABASE_URL,
    database.db,
    cookies.slice(ORDERS + NOTIFICATIONS),
    {
      courseId: course.id,
      planId: course.planId,
      price,
    },
  );

  const line = (item: Measured) =>
    `${item.name.padEnd(52)} ${item.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(item.p99).padStart(4)} ms  ` +
    `ratio ${(item.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)}  errors ${String(item.errors)}`;
  console.log(
    `\nCourse shop benchmark: ${database.driver}, ${String(CONNECTIONS)} connections, ${String(SECONDS)} s per read route, ${String(ORDERS)} orders`,
  );
  console.log(line(baseline));
  for (const item of results) console.log(line(item));
  console.log(faultLine(faultRun));

  await server.close();
  if (results.some((item) => item.errors > 0)) process.exitCode = 1;
  if (faultRun.lost > 0 || faultRun.doubled > 0 || faultRun.paid < faultRun.orders) process.exitCode = 1;
};

/** The fault run, with the database's connections ended every 2 s when it is PostgreSQL. */
const faultBench = async (
  address: string,
  databaseUrl: string | undefined,
  db: Database,
  buyers: string[],
  item: { courseId: number; planId: number; price: number },
) => {
  const admin = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await admin?.connect();
  try {
    return await runFaultBench(address, buyers, item, {
      ...(admin ? { endConnections: endServerConnections(admin) } : {}),
      paidOrderIds: async (ids) =>
        new Set(
          (
            await db
              .select({ id: orders.id })
              .from(orders)
              .where(and(inArray(orders.id, ids), eq(orders.status, 'approved')))
          ).map((row) => row.id),
        ),
    });
  } finally {
    await admin?.end();
  }
};

const faultLine = (run: FaultRunReport) =>
  `${`Fault run: ${String(run.orders)} card orders, ${String(run.faults)} charge calls faulted`.padEnd(52)} ` +
  `${(run.paid / run.seconds).toFixed(1).padStart(7)} orders paid/s  paid ${String(run.paid)}/${String(run.orders)}  ` +
  `charges ${String(run.charges)}  refunded ${String(run.refunds)}  lost ${String(run.lost)}  doubled ${String(run.doubled)}`;

await run();
