import pg from 'pg';

/**
 * Sets the database's planner costs for SSD storage, as docs/deploy.md ("The planner's costs on
 * SSD") asks of a deployed shop, so the benchmark measures the shop as it is meant to run. Only
 * connections opened afterwards take it.
 */
export const planForSsd = async (databaseUrl: string): Promise<void> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET random_page_cost = 1.1', current_database()); END $$`,
    );
  } finally {
    await client.end();
  }
};
