import { omiseErrorBody } from './omise-error-body';

/** A refusal in Omise's words; the provider's error handler answers `body` with `statusCode`. */
export class OmiseError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  get body() {
    return omiseErrorBody(this.code, this.message);
  }
}
