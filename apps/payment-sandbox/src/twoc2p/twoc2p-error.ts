import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** 2C2P's plain-JSON error answer: no payload, only the code and its description. */
export const twoC2pErrorBody = (respCode: string, respDesc: string) => ({ respCode, respDesc });

/** A refusal in 2C2P's words. 2C2P answers business errors with HTTP 200 and a plain JSON body. */
export class TwoC2pError extends Error {
  constructor(
    readonly respCode: string,
    readonly respDesc: string,
    readonly statusCode = 200,
  ) {
    super(`${respCode} ${respDesc}`);
  }
}

export const TWOC2P_ERRORS = {
  invalidJwt: (detail: string) => new TwoC2pError('6103', `Invalid JWT data: ${detail}`),
  hashMismatch: () => new TwoC2pError('9042', 'Hash value mismatch'),
  existingInvoice: () => new TwoC2pError('9015', 'Existing Invoice Number'),
} as const;

/** Every refusal under /2c2p answers in 2C2P's plain shape, so the adapter reads it as it would 2C2P's. */
export const handleTwoC2pError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof TwoC2pError)
    return reply.code(error.statusCode).send(twoC2pErrorBody(error.respCode, error.respDesc));
  const status = error.statusCode ?? 500;
  if (status < 500) return reply.code(status).send(twoC2pErrorBody('6103', error.message));
  request.log.error({ err: error }, '2c2p sandbox failed');
  return reply.code(500).send(twoC2pErrorBody('0999', 'System error'));
};
