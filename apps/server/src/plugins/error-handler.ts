import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, InvalidParam } from '@shop/contract/http/api-error';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { findDatabaseOutage } from '../db/database-outage';
import { AppError } from '../lib/app-error';
import { isAbandonedUpload } from '../lib/client-errors';
import { httpStatusOf } from '../lib/http-status';

const errorBody = (code: string, msg: string, extra: Partial<ApiErrorBody['error']> = {}): ApiErrorBody => ({
  success: false,
  error: { code, msg, ...extra },
});

const invalidParams = (error: FastifyError): InvalidParam[] =>
  (error.validation ?? []).map((issue) => ({
    param: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body'),
    message: issue.message ?? 'is invalid',
  }));

/** Codes for the errors Fastify raises itself before a handler runs. */
const codeForFrameworkStatus = (status: number): string => {
  if (status === 404) return ErrorCode.NOT_FOUND;
  if (status === 401) return ErrorCode.UNAUTHORIZED;
  if (status === 403) return ErrorCode.FORBIDDEN;
  if (status === 429) return ErrorCode.RATE_LIMITED;
  if (status === 413) return ErrorCode.PAYLOAD_TOO_LARGE;
  return ErrorCode.INPUT_ERROR;
};

/** While the database is away: how long a client waits before it tries again. */
const RETRY_AFTER_SECONDS = 5;

const handleError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof AppError) {
    const status = httpStatusOf(error.code);
    // A refusal the client may retry (the shop is busy) is expected under load, not a failure.
    const isTemporary = error.retryAfterSeconds !== undefined;
    if (isTemporary) void reply.header('retry-after', String(error.retryAfterSeconds));
    if (status >= 500 && isTemporary) request.log.warn({ code: error.code }, 'request refused for now');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(
      errorBody(error.code, status >= 500 && !isTemporary ? 'Internal server error' : error.message, {
        ...(error.params ? { params: error.params } : {}),
        ...(error.result === undefined ? {} : { result: error.result }),
      }),
    );
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply
      .status(400)
      .send(errorBody(ErrorCode.INPUT_ERROR, 'The request is not valid', { params: invalidParams(error) }));
  }
  const outage = findDatabaseOutage(error);
  if (outage) {
    // Only the driver's code and reason: the failed query and its values stay out of the log.
    request.log.warn(outage, 'database unavailable');
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send(errorBody(ErrorCode.SERVICE_UNAVAILABLE, 'The service is temporarily unavailable'));
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    return reply.status(status).send(errorBody(codeForFrameworkStatus(status), error.message));
  }
  if (isAbandonedUpload(error, request)) {
    request.log.info({ code: 'ENOENT' }, 'request abandoned: the client left and its upload was removed');
  } else {
    request.log.error({ err: error }, 'request failed');
  }
  return reply.status(500).send(errorBody(ErrorCode.INTERNAL_ERROR, 'Internal server error'));
};

/** Turns every thrown error into the one refusal shape of the API; 5xx details stay in the log. */
export const errorHandlerPlugin = fp(
  (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
