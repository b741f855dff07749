import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Seeds that have run, so each runs once however often the server starts. */
export const seedRuns = pgTable('seed_runs', {
  name: text().primaryKey(),
  ranAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
