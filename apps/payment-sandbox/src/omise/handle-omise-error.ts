import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { omiseErrorBody } from './omise-error-body';
import { OmiseError } from './omise-error';

/** Every refusal under /omise answers in Omise's error shape, so the shop's adapter reads it as it would Omise's. */
export const handleOmiseError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof OmiseError) return reply.code(error.statusCode).send(error.body);
  const status = error.statusCode ?? 500;
  if (status < 500) return reply.code(status).send(omiseErrorBody('bad_request', error.message));
  request.log.error({ err: error }, 'omise sandbox failed');
  return reply.code(500).send(omiseErrorBody('internal_error', 'internal server error'));
};
