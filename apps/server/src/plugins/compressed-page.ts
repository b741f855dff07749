import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PER_REQUEST_BROTLI } from './compression';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A page's HTML compressed for the browser that asks, off the event loop. The pages come from the
 * not-found handler (every address that is not a file or a route is a page of the app), which
 * @fastify/compress, working route by route, does not reach; this does what it does for routes.
 */
export const sendPage = async (request: FastifyRequest, reply: FastifyReply, html: string) => {
  void reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding === 'br')
    return reply.header('content-encoding', 'br').send(await brotli(html, PER_REQUEST_BROTLI));
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(await gzipped(html));
  return reply.send(html);
};
