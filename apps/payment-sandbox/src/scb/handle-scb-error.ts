import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ScbCode, ScbError, scbEnvelope } from './scb-envelope';

/** Every refusal under /scb answers in SCB's envelope, so the shop's adapter reads it as it would SCB's. */
export const handleScbError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof ScbError) return reply.code(error.httpStatus).send(error.body);
  const status = error.statusCode ?? 500;
  if (status < 500) return reply.code(status).send(scbEnvelope(ScbCode.INVALID_PARAMETER, error.message));
  request.log.error({ err: error }, 'scb sandbox failed');
  return reply.code(500).send(scbEnvelope(ScbCode.SYSTEM_ERROR, 'Generic server side error'));
};
