// Creates (or drops) a throwaway PostgreSQL database for one CI run.
// `create` prints its URL, or exits 1 when no server answers on 127.0.0.1:5432.
import pg from 'pg';

const ADMIN_URL = process.env.CI_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const run = async (sql) => {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

const [command, url] = process.argv.slice(2);
try {
  if (command === 'create') {
    const name = `ci_${Date.now().toString(36)}_${process.pid.toString(36)}`;
    await run(`CREATE DATABASE "${name}"`);
    const target = new URL(ADMIN_URL);
    target.pathname = `/${name}`;
    console.log(target.toString());
  } else if (command === 'drop' && url) {
    const name = new URL(url).pathname.slice(1);
    await run(`DROP DATABASE IF EXISTS "${name.replaceAll('"', '""')}" WITH (FORCE)`);
  } else {
    console.error('usage: ci-database.mjs create | drop <url>');
    process.exit(2);
  }
} catch (error) {
  console.error(`PostgreSQL not usable: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
