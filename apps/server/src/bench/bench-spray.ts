// `npm run bench`, second part: password spraying against one server while buyers browse (see
// sign-in-spray-bench.ts). Its own server, since a spray leaves the loopback address refused for
// a minute. The limits come from the environment as in production, so the same run with
// LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE=100000 PASSWORD_HASHING_CONCURRENCY=64
// PASSWORD_HASHING_QUEUE=10000 shows the server without them.
import { eq } from 'drizzle-orm';
import { courses } from '../db/tables';
import { startBenchServer } from './bench-server';
import { measureSignInSpray, sprayReport } from './sign-in-spray-bench';

// The sprayers name their own address in X-Forwarded-For, as clients behind a proxy would.
const server = await startBenchServer({ TRUST_PROXY: 'loopback' });
const [course] = await server.database.db
  .select({ id: courses.id })
  .from(courses)
  .where(eq(courses.slug, 'ux-ui-design-fundamentals'));
if (!course) throw new Error('the demo course is missing');

const figures = await measureSignInSpray(
  server.address,
  `${server.address}/public/courses/${String(course.id)}/0`,
);
for (const line of sprayReport(figures, server.config)) console.log(line);
await server.close();
