import type { App } from '../app';
import { finishesWithin } from './finishes-within';

/** Far above a normal close (under a second), and twice of it within the 60 s hook limit. */
const REPORT_AFTER_MS = 15_000;

const connectionsOf = (app: App) =>
  new Promise<number>((resolve) => {
    app.server.getConnections((error, count) => {
      resolve(error ? -1 : count);
    });
  });

const activeResources = () =>
  JSON.stringify(
    process.getActiveResourcesInfo().reduce<Record<string, number>>((counts, kind) => {
      counts[kind] = (counts[kind] ?? 0) + 1;
      return counts;
    }, {}),
  );

/**
 * Closes a test's app. A close that hangs (seen once on CI, in a file whose tests had all
 * passed) is reported with what the process still holds open; the server's remaining
 * connections are then cut, as the production shutdown's grace period would, and a close that
 * still does not finish is reported again and left behind: the report names the culprit, and
 * the file's results stand.
 */
export const closeOrReport = async (app: App): Promise<void> => {
  const closing = app.close();
  if (await finishesWithin(closing, REPORT_AFTER_MS)) return;
  console.error(
    `The test app has not closed after ${String(REPORT_AFTER_MS / 1000)} s.`,
    `Open server connections: ${String(await connectionsOf(app))}; active resources: ${activeResources()}.`,
    'Cutting the server connections.',
  );
  app.server.closeAllConnections();
  if (await finishesWithin(closing, REPORT_AFTER_MS)) return;
  console.error(
    'The test app has still not closed with its connections cut: an onClose hook is stuck.',
    `Active resources: ${activeResources()}.`,
  );
};
