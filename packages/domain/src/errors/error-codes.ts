/**
 * Every error code the shop answers with. The wire uses these strings as they are; the
 * browser maps each one to a Thai or English text (`error-texts.ts`). Codes quoted by the
 * specifications keep their spelling.
 */
export const ErrorCode = {
  // ── Requests ──────────────────────────────────────────────────────────────
  /** A request body, query or path did not match its schema (also: registration cannot be saved). */
  INPUT_ERROR: 'INPUT_ERROR',
  /** The thing asked for does not exist (or is not the caller's); also "no such coupon". */
  NOT_FOUND: 'NOT_FOUND',
  /** Too many requests from one client in a short time. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** An uploaded body or file is larger than allowed. */
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** 414: the request's address (path and query) is longer than the server reads. */
  URL_TOO_LONG: 'URL_TOO_LONG',
  /** 431: the request's headers (most often its cookies) are larger than the server reads. */
  HEADERS_TOO_LARGE: 'HEADERS_TOO_LARGE',
  /** Something failed on the server; the details are in the server log only. */
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  /** 503: the shop's database is unreachable for a moment; the answer's Retry-After says when to try again. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** The same Idempotency-Key was sent with a different request. */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** 400: the address is a second spelling of another (`/api/%61dmin`, `//`, `..`); no page writes one. */
  ADDRESS_NOT_CANONICAL: 'ADDRESS_NOT_CANONICAL',
  /** 503: too many passwords are being checked at once; the answer's Retry-After says when to try again. */
  SERVER_BUSY: 'SERVER_BUSY',

  // ── Sign-in and permissions ──────────────────────────────────────────────
  /** The caller is not signed in (or the session ended). */
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** The signed-in user may not do this. */
  FORBIDDEN: 'FORBIDDEN',
  /** 401: the account is no longer allowed; the client shows the sign-out modal. */
  WHITELIST_USER_DENIED: 'WHITELIST_USER_DENIED',
  /** 401: the session expired; the client shows the session-expired modal. */
  PERMISSION_DENIED: 'PERMISSION_DENIED',
  /** Wrong username or password. */
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** The account is disabled by an administrator. */
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
  /** An instructor-only login cannot buy. */
  INSTRUCTOR_CANNOT_BUY: 'INSTRUCTOR_CANNOT_BUY',
  /** The shop has not configured this sign-in provider. */
  SOCIAL_SIGN_IN_UNAVAILABLE: 'SOCIAL_SIGN_IN_UNAVAILABLE',
  /** A provider's answer that is not the one this browser started: forged, replayed, expired, or with a wrong state. */
  SOCIAL_SIGN_IN_STATE_INVALID: 'SOCIAL_SIGN_IN_STATE_INVALID',
  /** The person refused the provider's consent, or the provider answered with an error page. */
  SOCIAL_SIGN_IN_REFUSED: 'SOCIAL_SIGN_IN_REFUSED',
  /** The provider refused the sign-in code (expired or already used). */
  SOCIAL_SIGN_IN_CODE_REJECTED: 'SOCIAL_SIGN_IN_CODE_REJECTED',
  /** The provider's id token failed verification (signature, issuer, audience, expiry or nonce). */
  SOCIAL_SIGN_IN_TOKEN_INVALID: 'SOCIAL_SIGN_IN_TOKEN_INVALID',
  /** The provider did not answer, or answered with a server error. */
  SOCIAL_SIGN_IN_PROVIDER_DOWN: 'SOCIAL_SIGN_IN_PROVIDER_DOWN',
  /** A social sign-in's completion step that is unknown, used, expired or from another browser. */
  SOCIAL_COMPLETION_INVALID: 'SOCIAL_COMPLETION_INVALID',
  /** The provider's e-mail has an account: a link to confirm linking was mailed to that address. */
  SOCIAL_LINK_MAIL_SENT: 'SOCIAL_LINK_MAIL_SENT',
  /** A mailed link-confirmation that is unknown, used, expired or opened in another browser. */
  SOCIAL_LINK_CONFIRMATION_INVALID: 'SOCIAL_LINK_CONFIRMATION_INVALID',
  /** This provider profile is already linked to another account. */
  SOCIAL_IDENTITY_TAKEN: 'SOCIAL_IDENTITY_TAKEN',
  /** Social sign-in is for student accounts; an instructor-only account signs in with its password. */
  SOCIAL_STUDENTS_ONLY: 'SOCIAL_STUDENTS_ONLY',
  /** Unlinking would leave the account with no way to sign in. */
  LAST_SIGN_IN_METHOD: 'LAST_SIGN_IN_METHOD',
  /** A set-password, reset or one-tap sign-in link is unknown, used or expired. */
  INVALID_RESET_TOKEN: 'INVALID_RESET_TOKEN',
  /** A password change whose current password is wrong (400, not 401: the session is fine). */
  WRONG_CURRENT_PASSWORD: 'WRONG_CURRENT_PASSWORD',
  /** 429: too many failed sign-ins from one address, whatever the names; Retry-After says when to try again. */
  TOO_MANY_FAILED_SIGN_INS: 'TOO_MANY_FAILED_SIGN_INS',

  // ── Registration (spec 1 section 8) ───────────────────────────────────────
  /** The site's user count limit is reached. */
  OVER_LIMIT_USER: 'OVER_LIMIT_USER',
  /** The daily account-creation limit is reached. */
  ERROR_CREATE_USER_IN_DAY: 'ERROR_CREATE_USER_IN_DAY',
  DUPLICATE_USERNAME: 'DUPLICATE_USERNAME',
  DUPLICATE_EMAIL: 'DUPLICATE_EMAIL',
  INVALID_FORMAT_USERNAME: 'INVALID_FORMAT_USERNAME',
  /** The password holds a character no one types (a control character such as a line break). */
  INVALID_FORMAT_PASSWORD: 'INVALID_FORMAT_PASSWORD',
  /** A new password is shorter than the password rule's minimum. */
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  /** A new password is longer than the password rule's maximum. */
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  /** A new password is on the list of common and breached passwords, so it is easy to guess. */
  PASSWORD_TOO_COMMON: 'PASSWORD_TOO_COMMON',
  INVALID_FORMAT_EMAIL: 'INVALID_FORMAT_EMAIL',

  // ── Coupons and promotions ────────────────────────────────────────────────
  /** The coupon's uses are all taken, or it is outside its dates. */
  COUPON_NOT_AVAILABLE: 'COUPON_NOT_AVAILABLE',
  /** '{code} code is not allowed to use with this payment method.' */
  COUPON_NOT_ALLOWED_FOR_PAYMENT_METHOD: 'COUPON_NOT_ALLOWED_FOR_PAYMENT_METHOD',
  /** The same coupon code twice in one order. */
  COUPON_DUPLICATE: 'COUPON_DUPLICATE',
  /** `is_one_coupon`: only one coupon per order. */
  ONE_COUPON_PER_ORDER: 'ONE_COUPON_PER_ORDER',
  /** None of the coupon's courses is in the cart. */
  COUPON_NO_SUPPORTED_COURSE: 'COUPON_NO_SUPPORTED_COURSE',
  /** A P2 coupon needs `number_of_course` of its courses in the cart. */
  COUPON_MINIMUM_COURSES: 'COUPON_MINIMUM_COURSES',
  /** The coupon has no amount in the order's currency. */
  COUPON_NO_USD_AMOUNT: 'COUPON_NO_USD_AMOUNT',
  /** `is_use_coupon_or_oder`: a promotion and coupons cannot be combined. */
  PROMOTION_COUPON_EXCLUSIVE: 'PROMOTION_COUPON_EXCLUSIVE',
  /** The chosen promotion's courses are not (enough) in the cart. */
  PROMOTION_NOT_APPLICABLE: 'PROMOTION_NOT_APPLICABLE',
  /** A promotion applies to the cart; the buyer must choose one first. */
  PROMOTION_MUST_BE_CHOSEN: 'PROMOTION_MUST_BE_CHOSEN',

  // ── Orders (spec 1 section 5 "Order checks") ──────────────────────────────
  /** The cart has no items ('no items in cart'). */
  EMPTY_CART: 'EMPTY_CART',
  /** The same course twice in one order. */
  DUPLICATE_COURSE: 'DUPLICATE_COURSE',
  /** No pricing plan chosen (plan id -1) or the plan is not sold to this buyer. */
  NO_PRICING_PLAN: 'NO_PRICING_PLAN',
  /** The buyer already owns this course. */
  ALREADY_OWNED: 'ALREADY_OWNED',
  /** No payment method chosen. */
  NO_PAYMENT_METHOD: 'NO_PAYMENT_METHOD',
  /** The method is not offered (disabled, has no panel, or not for this currency). */
  PAYMENT_METHOD_NOT_AVAILABLE: 'PAYMENT_METHOD_NOT_AVAILABLE',
  /** A plan has no USD price in a USD order. */
  PRICE_USD_IS_NULL: 'priceUsdIsNull',
  /** Methods 8 and 9 need at least 20 THB after VAT and withholding. */
  BELOW_MINIMUM_AMOUNT: 'BELOW_MINIMUM_AMOUNT',
  /** Method 10 (2C2P installments) offers no term for this total: it is below the installment minimum. */
  BELOW_INSTALLMENT_MINIMUM: 'BELOW_INSTALLMENT_MINIMUM',
  /** The totals the client sent differ from the server's; `result` carries the fresh ones. */
  PRICE_CHANGED: 'PRICE_CHANGED',
  /** The order can no longer be paid (its time ran out). */
  TIME_LEFT: 'TIME_LEFT',
  /** The buyer may not buy this course now (status, type, group or window rules). */
  COURSE_NOT_AVAILABLE: 'COURSE_NOT_AVAILABLE',
  /** The registration window of an in-class course is closed. */
  REGISTRATION_CLOSED: 'REGISTRATION_CLOSED',
  /** No seat left. */
  SOLD_OUT: 'SOLD_OUT',
  /** Not enough units of a product in stock. */
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  /** A delivery address is required ('please fill in delivery address'). */
  SHIPPING_ADDRESS_REQUIRED: 'SHIPPING_ADDRESS_REQUIRED',
  /** A shipping fee option is required. */
  SHIPPING_FEE_REQUIRED: 'SHIPPING_FEE_REQUIRED',
  /** Withholding tax needs a juristic-person buyer who asks for a tax invoice. */
  WITHHOLDING_NOT_ALLOWED: 'WITHHOLDING_NOT_ALLOWED',
  /** The order is no longer waiting for payment, so it cannot be changed or deleted. */
  ORDER_NOT_PENDING: 'ORDER_NOT_PENDING',
  /** Only an approved (paid) order can be refunded. */
  ORDER_NOT_REFUNDABLE: 'ORDER_NOT_REFUNDABLE',
  /** A line chosen for a refund was refunded already. */
  LINE_ALREADY_REFUNDED: 'LINE_ALREADY_REFUNDED',

  // ── Payments ──────────────────────────────────────────────────────────────
  /** The payment provider did not answer (time-out or its error); nothing was charged, try again. */
  PAYMENT_PROVIDER_UNAVAILABLE: 'PAYMENT_PROVIDER_UNAVAILABLE',
  /**
   * The provider did not answer in time, so the shop does not know yet whether money was taken;
   * it is checking with the provider (`result.orderPaymentId`), and the buyer must not pay again.
   */
  PAYMENT_OUTCOME_UNKNOWN: 'PAYMENT_OUTCOME_UNKNOWN',
  /** An earlier payment of the order is still being checked (`result.orderPaymentId`): wait for it. */
  PAYMENT_IN_PROGRESS: 'PAYMENT_IN_PROGRESS',
  /** A provider notification whose signature or timestamp does not check out. */
  INVALID_SIGNATURE: 'INVALID_SIGNATURE',

  // ── Learning ──────────────────────────────────────────────────────────────
  /** The student's access to the course ended (its period is over or its learning time spent). */
  COURSE_ACCESS_ENDED: 'COURSE_ACCESS_ENDED',
  /** The lecture opens once the quiz before it is passed. */
  LECTURE_LOCKED: 'LECTURE_LOCKED',
  /** The certificate needs every lecture done and every quiz to pass passed. */
  COURSE_NOT_COMPLETE: 'COURSE_NOT_COMPLETE',

  // ── Uploads ───────────────────────────────────────────────────────────────
  /** 'File type is not allow to upload.' */
  FILE_TYPE_NOT_ALLOWED: 'FILE_TYPE_NOT_ALLOWED',
  /** 'Out of storage' (the specification's 'Out off Storage', typo fixed). */
  OUT_OF_STORAGE: 'OUT_OF_STORAGE',
  /** The file is larger than allowed. */
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  /** A visitor's or an account's uploads of the last 24 hours reached the daily allowance. */
  UPLOAD_QUOTA_EXCEEDED: 'UPLOAD_QUOTA_EXCEEDED',
  /** A file the request names is not one of the caller's uploads (made up, someone else's, or expired). */
  FILE_NOT_OWNED: 'FILE_NOT_OWNED',
  /** 409: a part of a resumable upload does not start at the bytes the server holds (result.offset tells them). */
  UPLOAD_OFFSET_MISMATCH: 'UPLOAD_OFFSET_MISMATCH',
  /** 409: a resumable upload is completed before all its bytes arrived. */
  UPLOAD_INCOMPLETE: 'UPLOAD_INCOMPLETE',

  // ── Back office: settings ─────────────────────────────────────────────────
  /** A payment method cannot be switched on: its provider is not configured on this server (live keys missing). */
  PAYMENT_PROVIDER_NOT_CONFIGURED: 'PAYMENT_PROVIDER_NOT_CONFIGURED',
  /** 409: a buyer's transfer report names this bank account; it can be switched off, not removed. */
  BANK_ACCOUNT_IN_USE: 'BANK_ACCOUNT_IN_USE',

  // ── Back office: tax documents ────────────────────────────────────────────
  /** 409: only a valid tax invoice or receipt can be re-issued (not a voided one, nor a credit note). */
  DOCUMENT_NOT_REISSUABLE: 'DOCUMENT_NOT_REISSUABLE',
  /** 409: the order is not a paid one with withholding tax, so it takes no withholding certificate. */
  WITHHOLDING_NOT_REQUIRED: 'WITHHOLDING_NOT_REQUIRED',

  // ── Back office: students and mail ────────────────────────────────────────
  /** 409: an administrator cannot deactivate their own account (they would lock themself out). */
  CANNOT_DEACTIVATE_SELF: 'CANNOT_DEACTIVATE_SELF',
  /** 409: the enrolment was revoked; it can be neither extended nor revoked again. */
  ENROLMENT_REVOKED: 'ENROLMENT_REVOKED',
  /** 409: the change would not lengthen access (no end date to move, an end not later, no learning time to add to). */
  ENROLMENT_NOT_EXTENDABLE: 'ENROLMENT_NOT_EXTENDABLE',
  /** 409: a delivered mail that held a one-use link is not kept, so it cannot be sent again. */
  MAIL_NOT_RESENDABLE: 'MAIL_NOT_RESENDABLE',

  // ── Back office: catalogue ────────────────────────────────────────────────
  /** 409: another course, product or category already has this slug (its address). */
  SLUG_TAKEN: 'SLUG_TAKEN',
  /** 409: an order holds this course or product, so it cannot be deleted; hide it instead. */
  COURSE_ORDERED: 'COURSE_ORDERED',
  /** 409: a course still belongs to this category; move it first. */
  CATEGORY_IN_USE: 'CATEGORY_IN_USE',
  /** 409: a student belongs to this user group or a course is limited to it. */
  USER_GROUP_IN_USE: 'USER_GROUP_IN_USE',
  /** 409: an order names this pricing plan, so it cannot be deleted; hide it (status_show 0) instead. */
  PLAN_IN_USE: 'PLAN_IN_USE',
  /** 409: an order used this promotion or coupon, so it cannot be deleted; switch it off instead. */
  DISCOUNT_IN_USE: 'DISCOUNT_IN_USE',
  /** 409: another coupon already has this code (codes match ignoring case). */
  COUPON_CODE_TAKEN: 'COUPON_CODE_TAKEN',

  // ── Bank transfers: PromptPay QR and slips ────────────────────────────────
  /** A PromptPay phone id is not a Thai mobile number (ten digits starting with 0). */
  PROMPTPAY_PHONE_INVALID: 'PROMPTPAY_PHONE_INVALID',
  /** A PromptPay citizen or tax id is not 13 digits with a matching check digit. */
  PROMPTPAY_CITIZEN_ID_INVALID: 'PROMPTPAY_CITIZEN_ID_INVALID',
  /** A PromptPay e-wallet id is not 15 digits. */
  PROMPTPAY_EWALLET_ID_INVALID: 'PROMPTPAY_EWALLET_ID_INVALID',
  /** A PromptPay QR's amount is not a whole number of satang from 0.01 to 9,999,999,999.99 baht. */
  PROMPTPAY_AMOUNT_INVALID: 'PROMPTPAY_AMOUNT_INVALID',
  /** The QR read from an uploaded slip is not a Thai bank slip's (a payment QR, a link, a broken code). */
  SLIP_QR_NOT_A_SLIP: 'SLIP_QR_NOT_A_SLIP',
  /** A slip's QR has the slip's form but its checksum does not match: misread or altered. */
  SLIP_QR_CHECKSUM_MISMATCH: 'SLIP_QR_CHECKSUM_MISMATCH',
  /** The slip's bank reference is already on a report of another order: one transfer pays one order. */
  SLIP_ALREADY_USED: 'SLIP_ALREADY_USED',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const ALL_CODES: ReadonlySet<string> = new Set(Object.values(ErrorCode));

export const isErrorCode = (value: string): value is ErrorCode => ALL_CODES.has(value);
