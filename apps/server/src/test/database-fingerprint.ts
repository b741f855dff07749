import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

type Rows<T> = { rows: T[] };

/**
 * A digest of every row of every table of the shop's schema, table by table: two equal
 * fingerprints mean a request changed nothing stored.
 */
export const databaseFingerprint = async (db: Database): Promise<Record<string, string>> => {
  // The query builder types raw results loosely; both drivers answer `{ rows }`.
  const tables: unknown = await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of (tables as Rows<{ name: string }>).rows) {
    const table = sql.identifier(name);
    const digest: unknown = await db.execute(
      sql`select md5(coalesce(string_agg(row_text, '|' order by row_text), '')) as digest
          from (select t::text as row_text from ${table} t) rows`,
    );
    fingerprint[name] = (digest as Rows<{ digest: string }>).rows[0]?.digest ?? '';
  }
  return fingerprint;
};
