import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@shop/domain/errors/error-codes';

/** Paths that belong to the API; anything else a browser asks for is a page of the web app. */
const API_PREFIXES = [
  '/public/',
  '/private/',
  '/api/',
  '/webhook/',
  '/sandbox/',
  '/docs',
  '/health',
  '/uploads/',
];

const isApiPath = (url: string): boolean => API_PREFIXES.some((prefix) => url.startsWith(prefix));

const wantsPage = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ success: false, error: { code: ErrorCode.NOT_FOUND, msg: 'Not found' } });

/**
 * Serves the built React app on the same port as the API: hashed assets with long caching,
 * and the app shell for every page address so client-side routes work on reload.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
    const indexFile = path.join(options.distDir, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn({ distDir: options.distDir }, 'web app not built; serving the API only');
      app.setNotFoundHandler((_request, reply) => notFound(reply));
      return;
    }
    const shell = readFileSync(indexFile, 'utf8');
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      // Vite fingerprints everything under assets/, so those never change under one name.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
    app.setNotFoundHandler((request, reply) => {
      if (!wantsPage(request)) return notFound(reply);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(shell);
    });
  },
  { name: 'web-app' },
);
