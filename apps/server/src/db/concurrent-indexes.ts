// Indexes on the tables that grow with a shop's years (orders, payments, people). Built after the
// migrations, one statement at a time outside any transaction, so on PostgreSQL they are built
// CONCURRENTLY: a live shop keeps taking orders while they build, where a plain CREATE INDEX
// inside the migration's transaction would block every write to the table until it finished.
// drizzle's migrator runs all pending migrations in one transaction, which CONCURRENTLY refuses;
// the schema files still declare these indexes, so drizzle-kit's snapshot knows them.

/** Name and definition (after `ON`) of each index; the migration that needs it is noted. */
export const CONCURRENT_INDEXES: readonly { name: string; on: string }[] = [
  // 0009: orders list filters, dashboard and refunds by time, buyer search.
  { name: 'orders_status_idx', on: 'orders USING btree (status, id)' },
  { name: 'orders_approved_at_idx', on: 'orders USING btree (approved_at)' },
  { name: 'orders_created_at_idx', on: 'orders USING btree (created_at, id)' },
  { name: 'orders_contact_email_trgm_idx', on: 'orders USING gin (contact_email gin_trgm_ops)' },
  {
    name: 'payment_attempts_flagged_idx',
    on: `payment_attempts USING btree (order_id) WHERE state = 'flagged'`,
  },
  { name: 'order_refunds_created_idx', on: 'order_refunds USING btree (created_at)' },
  {
    name: 'users_search_trgm_idx',
    on: `users USING gin ((username || ' ' || email || ' ' || firstname || ' ' || lastname || ' ' || firstname_eng || ' ' || lastname_eng || ' ' || nickname) gin_trgm_ops)`,
  },
  {
    name: 'orders_contact_tel_digits_trgm_idx',
    on: `orders USING gin (regexp_replace(contact_tel, '[^0-9]', '', 'g') gin_trgm_ops)`,
  },
  // The students list pages and counts through this one, not through every account.
  { name: 'users_students_idx', on: `users USING btree (id) WHERE 'student' = ANY (roles)` },
  { name: 'users_tel_trgm_idx', on: 'users USING gin (tel gin_trgm_ops)' },
  {
    name: 'users_tel_digits_trgm_idx',
    on: `users USING gin (regexp_replace(tel, '[^0-9]', '', 'g') gin_trgm_ops)`,
  },
];

type RunStatement = (statement: string) => Promise<{ rows: unknown[] }>;

/**
 * Builds the indexes not built yet. A concurrent build that failed (a crash, a cancelled deploy)
 * leaves an INVALID index behind, which IF NOT EXISTS would keep: it is dropped and built again.
 */
export const buildConcurrentIndexes = async (run: RunStatement, isConcurrent: boolean) => {
  const concurrently = isConcurrent ? ' CONCURRENTLY' : '';
  for (const index of CONCURRENT_INDEXES) {
    const invalid = await run(
      `SELECT 1 FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       WHERE c.relname = '${index.name}' AND NOT i.indisvalid`,
    );
    if (invalid.rows.length > 0) await run(`DROP INDEX${concurrently} IF EXISTS ${index.name}`);
    await run(`CREATE INDEX${concurrently} IF NOT EXISTS ${index.name} ON ${index.on}`);
  }
};
