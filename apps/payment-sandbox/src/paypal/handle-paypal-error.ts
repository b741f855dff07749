import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { PayPalError, payPalErrorBody } from './paypal-error';

/** Every refusal under /paypal answers in PayPal's error shape, as the adapter would read PayPal's. */
export const handlePayPalError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof PayPalError) return reply.code(error.statusCode).send(error.body);
  const status = error.statusCode ?? 500;
  if (status < 500) return reply.code(status).send(payPalErrorBody(status, 'INVALID_REQUEST', error.message));
  request.log.error({ err: error }, 'paypal sandbox failed');
  return reply.code(500).send(payPalErrorBody(500, 'INTERNAL_SERVER_ERROR', 'internal server error'));
};
