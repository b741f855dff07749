import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@shop/contract/http/api-error';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { httpStatusOf } from './http-status';

const body = (code: string, msg: string): ApiErrorBody => ({ success: false, error: { code, msg } });

/** What Node could not even parse: headers too large, a raw non-ASCII address, a broken request line. */
const clientRefusal = (error: { code?: string }): { status: number; body: ApiErrorBody } => {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: httpStatusOf(ErrorCode.HEADERS_TOO_LARGE),
      body: body(ErrorCode.HEADERS_TOO_LARGE, "The request's address or headers are too large"),
    };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, body: body(ErrorCode.INPUT_ERROR, 'The request did not arrive in time') };
  }
  return { status: 400, body: body(ErrorCode.INPUT_ERROR, 'The request could not be read') };
};

/**
 * Fastify's `clientErrorHandler`: Node's own refusals in the shop's one error shape instead of
 * `{"message":"Client Error"}`. Nothing of the request is echoed; the connection is closed, since
 * the rest of what the client sent cannot be trusted to line up with a next request.
 */
export const clientErrorHandler = (error: Error & { code?: string }, socket: Socket) => {
  // A reset connection, or one already gone, has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = clientRefusal(error);
  const text = JSON.stringify(refusal.body);
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${String(refusal.status)} ${STATUS_CODES[refusal.status] ?? 'Error'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${String(Buffer.byteLength(text))}\r\n` +
        'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
        text,
    );
  } else {
    socket.destroy(error);
  }
};

/**
 * Fastify's `frameworkErrors`: an address it cannot decode or a path parameter longer than
 * `maxParamLength`, answered in the shop's shape; Fastify's own answers quote the whole path.
 */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply
      .status(httpStatusOf(ErrorCode.URL_TOO_LONG))
      .send(body(ErrorCode.URL_TOO_LONG, 'A part of the address is too long'));
  } else if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send(body(ErrorCode.INPUT_ERROR, 'The address is not valid'));
  } else {
    void reply.status(500).send(body(ErrorCode.INTERNAL_ERROR, 'Internal server error'));
  }
};

/** A client that went away mid-request: its connection was reset or its body stopped short. */
const CLIENT_GONE_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * What @fastify/multipart logs at error level itself: a body it could not save (its limits, a
 * request that is not multipart, busboy's "Unexpected end of form"), and a temporary file it
 * could not delete, which after a refused upload it had already deleted once.
 */
const MULTIPART_SAVE_FAILED = new Set(['save request file', 'save request file failed']);
const MULTIPART_CLEAN_FAILED = 'Could not delete file';

type ErrorLike = { statusCode?: unknown; code?: unknown; syscall?: unknown };

/**
 * Whether a logged error is the client's mistake rather than the server's: a 4xx status (bad
 * JSON, a body too large, a request that is not multipart), a client that went away, a multipart
 * body the parser could not read (no status and no system call: a disk error has one), or the
 * temporary file of a refused upload that was already gone. The logger writes these at info,
 * without a stack: they are what an attacker's scan is made of, and no one has a bug to fix.
 */
export const isClientMistake = (error: unknown, logMessage: string | undefined): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { statusCode, code, syscall } = error as ErrorLike;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return true;
  if (typeof code === 'string' && CLIENT_GONE_CODES.has(code)) return true;
  if (logMessage !== undefined && MULTIPART_SAVE_FAILED.has(logMessage)) return syscall === undefined;
  return logMessage === MULTIPART_CLEAN_FAILED && code === 'ENOENT';
};

/**
 * Whether a request failed only because its client left: @fastify/multipart removes the temporary
 * files of a request whose connection closed before the answer, and the handler still reading
 * one then finds it gone (ENOENT). Nobody waits for that answer, and the server has no bug.
 */
export const isAbandonedUpload = (error: unknown, request: FastifyRequest): boolean =>
  (error as ErrorLike).code === 'ENOENT' && (request.raw.destroyed || request.raw.socket.destroyed);
