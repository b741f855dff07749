import { ErrorCode } from '@shop/domain/errors/error-codes';

/**
 * The one table from error code to HTTP status. Codes not listed are business refusals
 * of a well-formed request and answer 400, which the specifications' clients treat as a
 * failed call and read `error.code` from.
 */
const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  [ErrorCode.INPUT_ERROR]: 400,
  [ErrorCode.UNAUTHORIZED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.RATE_LIMITED]: 429,
  [ErrorCode.INTERNAL_ERROR]: 500,
};

export const httpStatusOf = (code: string): number => STATUS_BY_CODE[code] ?? 400;
