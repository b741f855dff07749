import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { readerLanguageOfRequest } from '@shop/domain/settings/reader-language';
import { sendPage } from './compressed-page';
import { loadStorefrontRenderer } from './storefront-render';
import { sendRenderedPage } from './rendered-page';
import { optionalUser } from './session';

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
  '/media/',
];

const isApiPath = (url: string): boolean => API_PREFIXES.some((prefix) => url.startsWith(prefix));

const wantsPage = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);

/**
 * The shell of one page address: its HTML (with `serverRendered` for a public page whose body the
 * server renders too), or a permanent move to another address.
 */
export type ShellAnswer =
  | {
      html: string;
      serverRendered?: boolean;
      /**
       * The page shows a signed-in reader their own things: rendered, with their own data, only
       * for a request that carries a session, and kept by no cache at all.
       */
      readersOwn?: boolean;
      /** 404 when the address names nothing the shop has: the page is the shop's not-found page. */
      status?: 404;
    }
  | { redirect: string };

/** Fills the shell for one address (page titles and metadata for crawlers). */
export type ShellRenderer = (url: string, shell: string) => Promise<ShellAnswer>;

/**
 * Said at the top of every page while the payment sandbox runs, in the shop's two languages: in
 * the shell, outside the app's root, so it shows before any script and on every page (storefront,
 * lessons, back office) without adding a byte of JavaScript.
 */
export const TEST_MODE_BANNER =
  '<div role="note" id="test-mode-banner" style="background:#9a3412;color:#fff;text-align:center;' +
  'padding:6px 12px;font:600 14px/1.5 system-ui,sans-serif">' +
  '<span lang="th">โหมดทดสอบ — ไม่มีการชำระเงินจริง</span> · ' +
  '<span lang="en">Test mode — no real payments</span></div>';

const withBanner = (shell: string) => shell.replace(/<body[^>]*>/i, (body) => `${body}${TEST_MODE_BANNER}`);

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ success: false, error: { code: ErrorCode.NOT_FOUND, msg: 'Not found' } });

/**
 * Serves the built React app on the same port as the API: hashed assets with long caching,
 * and the app shell for every page address so client-side routes work on reload.
 */
export const webAppPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      distDir: string;
      publicUrl: string;
      renderShell?: ShellRenderer;
      /** The payment sandbox runs: every page says so. */
      isTestMode?: boolean;
    },
  ) => {
    const indexFile = path.join(options.distDir, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn({ distDir: options.distDir }, 'web app not built; serving the API only');
      app.setNotFoundHandler((_request, reply) => notFound(reply));
      return;
    }
    const builtShell = readFileSync(indexFile, 'utf8');
    const shell = options.isTestMode ? withBanner(builtShell) : builtShell;
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset; the browser's Accept-Encoding picks one.
      preCompressed: true,
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
    const renderBody = await loadStorefrontRenderer(app, options.distDir, options.publicUrl);
    const render = async (url: string): Promise<ShellAnswer> => {
      if (!options.renderShell) return { html: shell };
      try {
        return await options.renderShell(url, shell);
      } catch (error) {
        // Metadata is a nicety for crawlers; a failure to read it must not take the page down.
        app.log.warn({ err: error, url }, 'page metadata failed; serving the plain shell');
        return { html: shell };
      }
    };
    app.setNotFoundHandler(async (request, reply) => {
      if (!wantsPage(request)) return notFound(reply);
      const answer = await render(request.url);
      if ('redirect' in answer) return reply.redirect(answer.redirect, 301);
      void reply.code(answer.status ?? 200);
      const readersOwn = answer.readersOwn === true;
      // A visitor on a reader's page is sent to sign in by the browser: nothing to render here.
      const rendersBody = answer.serverRendered && (!readersOwn || (await optionalUser(request)) !== null);
      if (!rendersBody || !renderBody || request.method !== 'GET') {
        return sendPage(request, reply.header('cache-control', 'no-cache'), answer.html);
      }
      // The body holds this reader's view (their name, their course as theirs): never a shared
      // cache's; a page of their own things (their orders, their progress) is kept by none.
      const cookie = request.headers.cookie;
      return sendRenderedPage(
        request,
        reply.header('cache-control', readersOwn ? 'private, no-store' : 'private, no-cache'),
        answer.html,
        readerLanguageOfRequest(request.url, cookie),
        renderBody({ url: request.url, cookie, readersOwn }),
      );
    });
  },
  { name: 'web-app' },
);
