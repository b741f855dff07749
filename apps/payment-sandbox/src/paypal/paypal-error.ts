import { randomBytes } from 'node:crypto';

/** The `name` PayPal gives each HTTP status of the Orders API. */
const NAMES: Readonly<Record<number, string>> = {
  400: 'INVALID_REQUEST',
  401: 'AUTHENTICATION_FAILURE',
  403: 'NOT_AUTHORIZED',
  404: 'RESOURCE_NOT_FOUND',
  422: 'UNPROCESSABLE_ENTITY',
  500: 'INTERNAL_SERVER_ERROR',
};

const MESSAGES: Readonly<Record<number, string>> = {
  400: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  401: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  404: 'The specified resource does not exist.',
  422: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  500: 'An internal server error has occurred.',
};

/** PayPal's error body of the REST APIs: a name, a debug id, and the issues in `details`. */
export const payPalErrorBody = (status: number, issue: string, description: string) => ({
  name: NAMES[status] ?? 'INVALID_REQUEST',
  message: MESSAGES[status] ?? description,
  debug_id: randomBytes(7).toString('hex').slice(0, 13),
  details: [{ issue, description }],
  links: [
    {
      href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`,
      rel: 'information_link',
      method: 'GET',
    },
  ],
});

/** A refusal in PayPal's words; the provider's error handler answers `body` with `statusCode`. */
export class PayPalError extends Error {
  readonly body: unknown;

  constructor(
    readonly statusCode: number,
    issue: string,
    description: string,
    body?: unknown,
  ) {
    super(description);
    this.body = body ?? payPalErrorBody(statusCode, issue, description);
  }
}

/** The OAuth endpoints answer in OAuth's shape: `{ error, error_description }`. */
export const oauthError = (statusCode: number, error: string, description: string) =>
  new PayPalError(statusCode, error, description, { error, error_description: description });
