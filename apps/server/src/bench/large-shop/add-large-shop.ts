import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { seedRuns } from '../../db/tables';
import {
  insertCoupons,
  insertCourses,
  insertCurriculum,
  insertPlans,
  insertStudents,
} from './large-catalogue-sql';
import { drawLines, drawOrders, insertLines, insertOrderCoupons, insertOrders } from './large-orders-sql';
import {
  insertAttempts,
  insertEnrolments,
  insertOrderEvents,
  insertProgress,
  insertRefunds,
} from './large-payments-sql';
import { COUNTED_TABLES, recountKeptFigures } from './large-figures-sql';
import { planLargeShop, type IdBases, type LargeShopPlan } from './large-shop-plan';

type Step = { name: string; sql: (plan: LargeShopPlan) => string };

const STEPS: Step[] = [
  { name: 'courses', sql: insertCourses },
  { name: 'plans', sql: insertPlans },
  { name: 'sections and lectures', sql: insertCurriculum },
  { name: 'students', sql: insertStudents },
  { name: 'coupons', sql: insertCoupons },
  { name: 'orders drawn', sql: drawOrders },
  { name: 'lines drawn', sql: drawLines },
  { name: 'orders', sql: insertOrders },
  { name: 'order lines', sql: insertLines },
  { name: 'coupon uses', sql: insertOrderCoupons },
  { name: 'payment attempts', sql: insertAttempts },
  { name: 'order events', sql: insertOrderEvents },
  { name: 'refunds', sql: insertRefunds },
  { name: 'enrolments', sql: insertEnrolments },
  { name: 'progress', sql: insertProgress },
];

/** Tables whose ids the statements chose; their identity sequences move past the new rows. */
const CHOSEN_IDS = {
  course: 'courses',
  plan: 'pricing_plans',
  section: 'course_sections',
  lecture: 'lectures',
  user: 'users',
  order: 'orders',
  line: 'order_lines',
  refund: 'order_refunds',
  coupon: 'coupons',
} as const satisfies Record<keyof IdBases, string>;

// One query at a time: a transaction holds one connection.
const readIdBases = async (tx: Transaction): Promise<IdBases> => {
  const bases: Record<string, number> = {};
  for (const [key, table] of Object.entries(CHOSEN_IDS)) {
    // The driver's result type is not resolved through the shared Database type; both drivers give rows.
    const result: unknown = await tx.execute(
      sql.raw(`SELECT coalesce(max(id), 0)::int AS max FROM ${table}`),
    );
    bases[key] = (result as { rows: { max: number }[] }).rows[0]?.max ?? 0;
  }
  return bases as IdBases;
};

const moveSequences = async (tx: Transaction) => {
  for (const table of Object.values(CHOSEN_IDS)) {
    await tx.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`),
    );
  }
};

/** The figure triggers off for the bulk inserts (the figures are recounted after), on again at the end. */
const setFigureTriggers = async (tx: Transaction, change: 'DISABLE' | 'ENABLE') => {
  for (const table of COUNTED_TABLES)
    await tx.execute(sql.raw(`ALTER TABLE ${table} ${change} TRIGGER USER`));
};

export type LargeShopOptions = { scale: number; now: Date; log: (line: string) => void };

/**
 * Adds a large shop's data to the demo shop in one transaction (all or nothing), once per
 * database, then vacuums and refreshes the planner's statistics: a query over fresh bulk data without them
 * once ran for minutes.
 */
export const addLargeShop = async (db: Database, { scale, now, log }: LargeShopOptions) => {
  const started = performance.now();
  const didRun = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: 'large-shop' })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    // The same draw each run, so two large databases hold the same shop.
    await tx.execute(sql`SELECT setseed(0.26)`);
    const plan = planLargeShop(scale, await readIdBases(tx), now);
    const steps = [...STEPS, { name: 'kept figures recounted', sql: recountKeptFigures }];
    await setFigureTriggers(tx, 'DISABLE');
    for (const step of steps) {
      const stepStarted = performance.now();
      for (const statement of step.sql(plan).split(/;\s*\n/)) await tx.execute(sql.raw(statement));
      log(`${step.name}: ${((performance.now() - stepStarted) / 1000).toFixed(1)} s`);
    }
    await setFigureTriggers(tx, 'ENABLE');
    await moveSequences(tx);
    return true;
  });
  if (!didRun) {
    log('the large shop was already added to this database');
    return;
  }
  const analyzeStarted = performance.now();
  // VACUUM as well: it marks the new pages all-visible, so index-only scans need not read the rows.
  await db.execute(sql`VACUUM (ANALYZE)`);
  log(`VACUUM (ANALYZE): ${((performance.now() - analyzeStarted) / 1000).toFixed(1)} s`);
  log(`large shop (scale ${String(scale)}) added in ${((performance.now() - started) / 1000).toFixed(1)} s`);
};
