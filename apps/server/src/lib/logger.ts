import { pino, type DestinationStream, type LogFn, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';
import { isClientMistake } from './client-errors';

const REDACTED = '[redacted]';

/**
 * Fields whose values are secrets or personal data. Any of them is blanked at the top of a log
 * line and two levels down (`{ user: { email } }`, `{ order: { buyer: { tel } } }`).
 */
const SENSITIVE_FIELDS = [
  'password',
  'confirm_password',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'token_hash',
  'secret',
  'secretConfig',
  'secret_config',
  'secret_key',
  'email',
  'contactEmail',
  'contact_email',
  'tel',
  'phone',
  'telephone',
  'contactTel',
  'tax_payer_identification_no',
  'taxPayerIdentificationNo',
  'omise_token',
  'card_token',
  'cookie',
  'authorization',
];

const REDACT_PATHS = [
  ...SENSITIVE_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

/** Query parameters whose values are secrets or personal data (a reset link's token, an e-mail). */
const SENSITIVE_QUERY_KEY = /^(token|.*_token|password|secret|e?mail|tel|phone|code|signature|key)$/i;

/** Drizzle puts a failed query's values in its message and stack: "Failed query: …\nparams: …". */
const QUERY_VALUES = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
/** PostgreSQL quotes the value it could not read: `invalid input syntax for type integer: "…"`. */
const QUOTED_INPUT = /(invalid input (?:syntax|value) for [^:\n]*: )"[^"\n]*"/g;

const scrubText = (text: string): string =>
  text.replace(QUERY_VALUES, '\nparams: [redacted]').replace(QUOTED_INPUT, `$1"${REDACTED}"`);

/**
 * Properties of database errors that quote the values of a query or a row: Drizzle's `params`,
 * PostgreSQL's `detail` ("Key (email)=(…)"), `where` (the statement a function ran, or "JSON data,
 * line 1: {…}" with the whole document), `hint` and `internalQuery`.
 */
const VALUE_PROPERTIES = new Set(['params', 'parameters', 'detail', 'where', 'hint', 'internalQuery']);

type SerializedError = Record<string, unknown>;

/**
 * An error as a log line shows it, without the values of a failed query: Drizzle's `params` and
 * PostgreSQL's `detail`, `where`, `hint` and `internalQuery` are blanked, in the error and in every
 * cause.
 */
export const serializeError = (error: unknown, depth = 0): unknown => {
  if (!(error instanceof Error)) return error;
  const serialized: SerializedError = {
    type: error.constructor.name,
    message: scrubText(error.message),
    stack: error.stack === undefined ? undefined : scrubText(error.stack),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || key === 'errors') continue;
    serialized[key] = VALUE_PROPERTIES.has(key) && value !== undefined ? REDACTED : value;
  }
  if (depth < 5) {
    if (error.cause !== undefined) serialized.cause = serializeError(error.cause, depth + 1);
    const { errors } = error as { errors?: unknown };
    if (Array.isArray(errors)) serialized.errors = errors.map((item) => serializeError(item, depth + 1));
  }
  return serialized;
};

const scrubUrl = (url: string): string => {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const [key = '', value] = pair.split('=');
      return value !== undefined && SENSITIVE_QUERY_KEY.test(decodeKey(key)) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
};

const decodeKey = (key: string): string => {
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
};

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify's request fields, with the values of sensitive query parameters blanked. */
const serializeRequest = (request: LoggedRequest) =>
  typeof request.url !== 'string'
    ? request
    : {
        method: request.method,
        url: scrubUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      };

const WARN_LEVEL = 40;

/** The log's format: as configured, else pretty on a terminal and JSON anywhere else. */
export const logFormatOf = (config: { LOG_FORMAT?: 'json' | 'pretty' | undefined }): 'json' | 'pretty' =>
  config.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json');

/**
 * Lines a person reads (time, level, message) when the log goes to a terminal or LOG_FORMAT asks
 * for them; otherwise undefined, and pino writes JSON lines to stdout for a log collector. The
 * pretty stream runs in this thread: a pino transport would load it by name from a worker, which
 * the bundled server cannot resolve.
 */
const readableOnTerminal = (format: 'json' | 'pretty' | undefined): DestinationStream | undefined =>
  logFormatOf({ LOG_FORMAT: format }) === 'pretty'
    ? pinoPretty({
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname',
        // A person reads these as they come; the last lines before an exit must not be lost.
        sync: true,
      })
    : undefined;

/** The error a log call carries: its first argument, or that object's `err` or `error`. */
const loggedError = (first: unknown): unknown => {
  if (first instanceof Error) return first;
  if (typeof first !== 'object' || first === null) return undefined;
  const { err, error } = first as { err?: unknown; error?: unknown };
  return err ?? error;
};

/** A client's mistake as a line shows it: what it was, never where in the server it surfaced. */
const mistakeSummary = (error: object) => {
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.constructor.name,
    message: error instanceof Error ? scrubText(error.message) : undefined,
    code,
    statusCode,
  };
};

/**
 * The arguments of a warn or error line about a client's mistake (`isClientMistake`), rewritten
 * for an info line without the error's stack; null for any other line.
 */
const asClientMistake = (args: unknown[]): [Record<string, unknown>, string | undefined] | null => {
  const [first, message] = args;
  const error = loggedError(first);
  const text = typeof message === 'string' ? message : undefined;
  if (typeof error !== 'object' || error === null || !isClientMistake(error, text)) return null;
  const fields = first instanceof Error ? {} : { ...(first as Record<string, unknown>) };
  delete fields.error;
  return [
    { ...fields, err: mistakeSummary(error), clientMistake: true },
    text ?? mistakeSummary(error).message,
  ];
};

/**
 * The server's logger: JSON lines at the configured level. No line carries a password, hash,
 * token, e-mail, phone or tax id, nor the values of a failed query. A client's mistake that a
 * library logs as an error (a body that is not multipart, a temporary file already removed) is
 * written at info without a stack.
 */
export const createLogger = (
  config: { LOG_LEVEL: string; LOG_FORMAT?: 'json' | 'pretty' | undefined },
  destination: DestinationStream | undefined = readableOnTerminal(config.LOG_FORMAT),
): Logger =>
  pino(
    {
      level: config.LOG_LEVEL,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: { err: serializeError, error: serializeError, req: serializeRequest },
      hooks: {
        logMethod(args: Parameters<LogFn>, method: LogFn, level: number) {
          const mistake = level >= WARN_LEVEL ? asClientMistake(args) : null;
          if (mistake) {
            this.info(...mistake);
            return;
          }
          method.apply(this, args);
        },
      },
    },
    destination,
  );
