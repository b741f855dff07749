import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { AppError } from '../../lib/app-error';

const KEY_FORMAT = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The request's Idempotency-Key header, if any; a malformed one is refused rather than ignored. */
export const idempotencyKeyOf = (request: FastifyRequest): string | null => {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_FORMAT.test(key)) {
    throw new AppError(ErrorCode.INPUT_ERROR, {
      message: 'Idempotency-Key must be 8 to 128 letters, digits or _ . : -',
      params: [{ param: 'Idempotency-Key', message: 'must be 8 to 128 letters, digits or _ . : -' }],
    });
  }
  return key;
};
