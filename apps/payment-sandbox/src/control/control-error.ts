/** A refusal of the control API; answered as `{ error: message }` with `statusCode`. */
export class ControlError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
