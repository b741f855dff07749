import type { InvalidParam } from '@shop/contract/http/api-error';

type AppErrorOptions = {
  /** Developer-facing text; the browser shows its own text for the code. */
  message?: string;
  /** Extra data the client needs to act on the refusal (fresh totals, coupon codes...). */
  result?: unknown;
  params?: InvalidParam[];
  /** A refusal the client may retry after this many seconds (sent as `Retry-After`). */
  retryAfterSeconds?: number;
  cause?: unknown;
};

/** A refusal with a catalogue code; the error handler turns it into the wire shape. */
export class AppError extends Error {
  readonly code: string;
  readonly result: unknown;
  readonly params: InvalidParam[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: string, options: AppErrorOptions = {}) {
    super(options.message ?? code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.result = options.result;
    this.params = options.params;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
