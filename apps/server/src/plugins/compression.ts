import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Pages and API answers compressed for the browser that says it can read them (brotli first, then
 * gzip). Brotli at quality 4 costs about what gzip does for a fraction of the bytes: these answers
 * are made per request, unlike the web build's assets, which are compressed once at build time
 * (their `.br` and `.gz` files) and already carry a Content-Encoding this plugin leaves alone.
 * Answers under 1 KB and kinds that do not compress (pictures, video) go as they are.
 */
/** Brotli for answers made per request: quality 4 costs about what gzip does, for fewer bytes. */
export const PER_REQUEST_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: PER_REQUEST_BROTLI,
    });
  },
  { name: 'compression' },
);
