/** SCB's answer shape for every call, success or not: `{ status: { code, description }, data? }`. */
export const scbEnvelope = (code: number, description: string, data?: unknown) => ({
  status: { code, description },
  ...(data === undefined ? {} : { data }),
});

/** The codes this sandbox answers. 1000 is SCB's; the others are the sandbox's choice (see docs). */
export const ScbCode = {
  SUCCESS: 1000,
  /** A field is missing or not in SCB's format (ref1 pattern, amount with two decimals, ...). */
  INVALID_PARAMETER: 1101,
  /** No such resource (an unknown path under /scb). */
  NOT_FOUND: 4004,
  /** HTTP 401: wrong application key or secret, or a bearer token unknown or expired. */
  UNAUTHORIZED: 9300,
  /** HTTP 500: the sandbox failed (or a fault was injected). */
  SYSTEM_ERROR: 9700,
} as const;

/** A refusal in SCB's envelope; the provider's error handler answers `body` with `httpStatus`. */
export class ScbError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }

  get body() {
    return scbEnvelope(this.code, this.message);
  }
}

export const invalidParameter = (message: string) => new ScbError(400, ScbCode.INVALID_PARAMETER, message);
