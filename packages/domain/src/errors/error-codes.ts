/**
 * Every error code the shop answers with. The wire uses these strings as they are; the
 * browser maps each one to a Thai or English text.
 */
export const ErrorCode = {
  /** A request body, query or path did not match its schema. */
  INPUT_ERROR: 'INPUT_ERROR',
  /** The thing asked for does not exist (or is not the caller's). */
  NOT_FOUND: 'NOT_FOUND',
  /** The caller is not signed in. */
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** The caller is signed in but may not do this. */
  FORBIDDEN: 'FORBIDDEN',
  /** Too many requests from one client in a short time. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** Something failed on the server; the details are in the server log only. */
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const isErrorCode = (value: string): value is ErrorCode =>
  Object.prototype.hasOwnProperty.call(ErrorCode, value);
