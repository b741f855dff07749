import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** Whether a query that grows with orders or students reads its rows through an index. */
export type PlanCheck = { name: string; isIndexed: boolean; scans: string[] };

/** Tables that grow with the shop's years; a sequential scan of one of them is a page that slows down. */
const GROWING_TABLES = new Set([
  'orders',
  'order_lines',
  'payment_attempts',
  'users',
  'enrolments',
  'course_progress',
  'order_refunds',
  'order_refund_lines',
]);

/** The expression of db/search-text.ts, as the trigram index holds it. */
const USER_SEARCH_TEXT = `(username || ' ' || email || ' ' || firstname || ' ' || lastname || ' ' || firstname_eng || ' ' || lastname_eng || ' ' || nickname)`;

/** The queries behind the routes of the scale benchmark, in the shape the repositories send them. */
const GROWING_QUERIES: { name: string; sql: string }[] = [
  {
    name: 'course page best sellers (units sold)',
    sql: `SELECT id FROM courses WHERE status = 'published' AND course_type <> 'product'
          ORDER BY units_sold DESC, view_count DESC, id DESC LIMIT 4`,
  },
  {
    name: 'admin orders by state, newest first',
    sql: `SELECT id FROM orders WHERE status = 'pendingApproved' ORDER BY id DESC LIMIT 20`,
  },
  {
    name: 'admin orders: flagged payments of a page',
    sql: `SELECT o.id, EXISTS (SELECT 1 FROM payment_attempts a WHERE a.order_id = o.id AND a.state = 'flagged')
          FROM orders o WHERE o.id IN (SELECT id FROM orders ORDER BY id DESC LIMIT 20 OFFSET 100000)`,
  },
  {
    name: 'admin orders search by partial e-mail (buyers, contact e-mails)',
    sql: `SELECT id FROM orders WHERE order_token = 'somchai.jaidee'
            OR user_id = ANY (ARRAY(SELECT id FROM users WHERE ${USER_SEARCH_TEXT} ILIKE '%somchai.jaidee%'))
            OR contact_email ILIKE '%somchai.jaidee%'`,
  },
  {
    name: 'admin students search by Thai name',
    sql: `SELECT id FROM users WHERE ${USER_SEARCH_TEXT} ILIKE '%สมชาย%' OR tel ILIKE '%สมชาย%'`,
  },
  {
    name: 'admin search by phone digits',
    sql: `SELECT id FROM users WHERE regexp_replace(tel, '[^0-9]', '', 'g') LIKE '%812345%'`,
  },
  {
    name: 'orders approved in a period',
    sql: `SELECT count(*) FROM orders WHERE approved_at >= now() - interval '1 day' AND approved_at < now()`,
  },
  {
    name: 'orders created in a period',
    sql: `SELECT id FROM orders WHERE created_at >= now() - interval '1 day' ORDER BY created_at, id LIMIT 20`,
  },
  {
    name: 'admin students page and count',
    sql: `SELECT count(*) FROM users WHERE 'student' = ANY (roles)`,
  },
  { name: 'My orders', sql: `SELECT id FROM orders WHERE user_id = 3 ORDER BY created_at DESC` },
  { name: 'My courses', sql: `SELECT id FROM enrolments WHERE user_id = 3` },
  { name: 'My progress', sql: `SELECT course_id FROM course_progress WHERE user_id = 3` },
];

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

const seqScansOf = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] && GROWING_TABLES.has(node['Relation Name'])
    ? [node['Relation Name']]
    : []),
  ...(node.Plans ?? []).flatMap(seqScansOf),
];

/** EXPLAIN of each growing query on the large database: none may scan a growing table whole. */
export const explainGrowingQueries = async (db: Database): Promise<PlanCheck[]> => {
  const checks: PlanCheck[] = [];
  for (const query of GROWING_QUERIES) {
    // The driver's result type is not resolved through the shared Database type; both drivers give rows.
    const result: unknown = await db.execute(sql.raw(`EXPLAIN (FORMAT JSON) ${query.sql}`));
    const [row] = (result as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] }).rows;
    const scans = row ? seqScansOf(row['QUERY PLAN'][0].Plan) : [];
    checks.push({ name: query.name, isIndexed: scans.length === 0, scans });
  }
  return checks;
};
