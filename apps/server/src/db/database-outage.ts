/** What went wrong with the database connection, for the log (never the query or its values). */
export type DatabaseOutage = { code: string | undefined; reason: string };

/**
 * SQLSTATEs that say the server cannot serve now rather than that the query is wrong:
 * class 08 (connection exceptions), 57P01–57P03 (shut down, crashed, starting) and 53300
 * (too many connections).
 */
const isOutageSqlState = (code: string) =>
  code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300';

/** Socket and name-lookup failures on the way to PostgreSQL. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and its pool say these without a code. */
const OUTAGE_MESSAGE =
  /^Connection terminated|timeout exceeded when trying to connect|is not queryable|Connection timeout/;

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

const asOutage = (error: ErrorLike): DatabaseOutage | null => {
  const code = typeof error.code === 'string' ? error.code : undefined;
  const reason = typeof error.message === 'string' ? error.message : '';
  if (code !== undefined && (NETWORK_CODES.has(code) || isOutageSqlState(code))) return { code, reason };
  return OUTAGE_MESSAGE.test(reason) ? { code, reason } : null;
};

/**
 * The connection-level failure behind an error, if that is what it is: the database is
 * unreachable or went away, so the request may succeed a moment later (503, not 500).
 * Follows `cause` (Drizzle wraps the driver's error) and an AggregateError's parts.
 */
export const findDatabaseOutage = (error: unknown, depth = 0): DatabaseOutage | null => {
  if (depth > 5 || error === null || typeof error !== 'object') return null;
  const candidate = error as ErrorLike;
  const found = asOutage(candidate);
  if (found) return found;
  if (Array.isArray(candidate.errors)) {
    for (const part of candidate.errors) {
      const inPart = findDatabaseOutage(part, depth + 1);
      if (inPart) return inPart;
    }
  }
  return findDatabaseOutage(candidate.cause, depth + 1);
};
