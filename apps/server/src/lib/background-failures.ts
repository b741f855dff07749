import { findDatabaseOutage } from '../db/database-outage';

type Log = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
  info(details: object, message: string): void;
};

/**
 * The log of a job that runs every few seconds (the realtime relay, the mail worker): while the
 * database is away it says so once, not at every run, and says again when the job works; any
 * other failure is logged each time.
 */
export const backgroundFailures = (log: Log, job: string) => {
  let isDatabaseAway = false;
  return {
    failed: (error: unknown) => {
      const outage = findDatabaseOutage(error);
      if (!outage) {
        log.error({ err: error, job }, `${job} failed`);
        return;
      }
      if (!isDatabaseAway) log.warn({ ...outage, job }, `${job} paused: the database is unavailable`);
      isDatabaseAway = true;
    },
    succeeded: () => {
      if (isDatabaseAway) log.info({ job }, `${job} resumed: the database is back`);
      isDatabaseAway = false;
    },
  };
};
