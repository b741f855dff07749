import { ErrorCode } from '@shop/domain/errors/error-codes';

/**
 * The one table from error code to HTTP status. Codes not listed are business refusals
 * of a well-formed request and answer 400, which the specifications' clients treat as a
 * failed call and read `error.code` from.
 */
const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  [ErrorCode.INPUT_ERROR]: 400,
  [ErrorCode.ADDRESS_NOT_CANONICAL]: 400,
  [ErrorCode.UNAUTHORIZED]: 401,
  [ErrorCode.PERMISSION_DENIED]: 401,
  [ErrorCode.WHITELIST_USER_DENIED]: 401,
  [ErrorCode.INVALID_CREDENTIALS]: 401,
  [ErrorCode.INVALID_SIGNATURE]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.ACCOUNT_DISABLED]: 403,
  [ErrorCode.INSTRUCTOR_CANNOT_BUY]: 403,
  [ErrorCode.COURSE_ACCESS_ENDED]: 403,
  [ErrorCode.LECTURE_LOCKED]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.DUPLICATE_USERNAME]: 409,
  [ErrorCode.DUPLICATE_EMAIL]: 409,
  [ErrorCode.PRICE_CHANGED]: 409,
  [ErrorCode.ORDER_NOT_PENDING]: 409,
  [ErrorCode.ORDER_NOT_REFUNDABLE]: 409,
  [ErrorCode.LINE_ALREADY_REFUNDED]: 409,
  [ErrorCode.COURSE_NOT_COMPLETE]: 409,
  [ErrorCode.BANK_ACCOUNT_IN_USE]: 409,
  [ErrorCode.DOCUMENT_NOT_REISSUABLE]: 409,
  [ErrorCode.WITHHOLDING_NOT_REQUIRED]: 409,
  [ErrorCode.CANNOT_DEACTIVATE_SELF]: 409,
  [ErrorCode.ENROLMENT_REVOKED]: 409,
  [ErrorCode.ENROLMENT_NOT_EXTENDABLE]: 409,
  [ErrorCode.MAIL_NOT_RESENDABLE]: 409,
  [ErrorCode.SLUG_TAKEN]: 409,
  [ErrorCode.COURSE_ORDERED]: 409,
  [ErrorCode.CATEGORY_IN_USE]: 409,
  [ErrorCode.USER_GROUP_IN_USE]: 409,
  [ErrorCode.PLAN_IN_USE]: 409,
  [ErrorCode.DISCOUNT_IN_USE]: 409,
  [ErrorCode.COUPON_CODE_TAKEN]: 409,
  [ErrorCode.UPLOAD_OFFSET_MISMATCH]: 409,
  [ErrorCode.UPLOAD_INCOMPLETE]: 409,
  [ErrorCode.PAYLOAD_TOO_LARGE]: 413,
  [ErrorCode.FILE_TOO_LARGE]: 413,
  [ErrorCode.URL_TOO_LONG]: 414,
  [ErrorCode.HEADERS_TOO_LARGE]: 431,
  [ErrorCode.IDEMPOTENCY_KEY_REUSED]: 422,
  [ErrorCode.RATE_LIMITED]: 429,
  [ErrorCode.UPLOAD_QUOTA_EXCEEDED]: 429,
  [ErrorCode.TOO_MANY_FAILED_SIGN_INS]: 429,
  [ErrorCode.INTERNAL_ERROR]: 500,
  [ErrorCode.PAYMENT_PROVIDER_UNAVAILABLE]: 503,
  [ErrorCode.SERVICE_UNAVAILABLE]: 503,
  [ErrorCode.SERVER_BUSY]: 503,
};

export const httpStatusOf = (code: string): number => STATUS_BY_CODE[code] ?? 400;
