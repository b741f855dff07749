/** GB's answer shape for a refusal: `{ resultCode, resultMessage }` (codes other than "00"). */
export const gbPrimeErrorBody = (resultCode: string, resultMessage: string) => ({
  resultCode,
  resultMessage,
});

/** A refusal in GB Prime Pay's words; the provider's error handler answers `body` with `statusCode`. */
export class GbPrimeError extends Error {
  constructor(
    readonly statusCode: number,
    readonly resultCode: string,
    message: string,
  ) {
    super(message);
  }

  get body() {
    return gbPrimeErrorBody(this.resultCode, this.message);
  }
}

/** A required field is missing or malformed: GB's plugins read this as "Incomplete information". */
export const incomplete = (field: string) => new GbPrimeError(400, '02', `Incomplete information: ${field}`);
