import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { GbPrimeError, gbPrimeErrorBody } from './gbprime-error';

/** Every refusal under /gbprime answers in GB's shape, so the shop's adapter reads it as it would GB's. */
export const handleGbPrimeError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof GbPrimeError) return reply.code(error.statusCode).send(error.body);
  const status = error.statusCode ?? 500;
  if (status < 500) return reply.code(status).send(gbPrimeErrorBody('02', error.message));
  request.log.error({ err: error }, 'gbprime sandbox failed');
  return reply.code(500).send(gbPrimeErrorBody('99', 'internal server error'));
};
