import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

import type { RenderedPage, StorefrontRenderRequest } from '@shop/contract/pages/server-render';

export type RenderStorefrontPage = (input: {
  url: string;
  cookie: string | undefined;
  /** The page shows the reader their own things (My courses, a payment step, the lessons). */
  readersOwn: boolean;
}) => Promise<RenderedPage | null>;

type ServerRenderModule = {
  renderStorefrontPage(input: StorefrontRenderRequest): Promise<RenderedPage | null>;
  setApiTransport(transport: typeof fetch): void;
};

const isServerRenderModule = (value: unknown): value is ServerRenderModule =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<ServerRenderModule>).renderStorefrontPage === 'function' &&
  typeof (value as Partial<ServerRenderModule>).setApiTransport === 'function';

/**
 * The reads outside `/public/` a public page makes: who the reader is, the site settings, and the
 * user groups layout 4's registration form offers.
 */
const PAGE_READS = new Set(['/api/auth/me', '/api/setting/site/into/1', '/api/user/group']);

/**
 * The reads under `/public/cart/` that are the shop's, not a visitor's cart: payment methods,
 * promotions, and the plans of some courses (a POST with the course ids, as the specification has it).
 */
const SHOP_WIDE_CART_READS = new Set([
  '/public/cart/payments/methods',
  '/public/cart/promotion/all',
  '/public/cart/getallpriecingplan',
]);

/**
 * What a page's render may ask the API for: the public catalogue, settings, pages and payment
 * methods as this reader sees them, and who the reader is. A visitor's cart never (the server
 * knows no visitor's id). A reader's own reads (`/private/`, with their session) only for a page
 * that shows them their own things: a public page leaves them to the browser, so its render
 * stays as quick as before and holds nothing of the reader's beyond their name.
 */
const isServerRenderable = (pathname: string, method: string, readersOwn: boolean): boolean =>
  (pathname.startsWith('/public/') && !pathname.startsWith('/public/cart/')) ||
  SHOP_WIDE_CART_READS.has(pathname) ||
  (method === 'GET' && PAGE_READS.has(pathname)) ||
  (readersOwn && method === 'GET' && pathname.startsWith('/private/'));

type RenderScope = {
  app: FastifyInstance;
  origin: string;
  cookie: string | undefined;
  readersOwn: boolean;
  isClosing: () => boolean;
};

/** The render under way on this async path: which shop answers its API calls, for which reader. */
const renders = new AsyncLocalStorage<RenderScope>();

const urlOf = (input: Parameters<typeof fetch>[0], origin: string): URL =>
  new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, origin);

/**
 * A render's API call, answered in-process by the shop rendering the page, with the reader's
 * cookies so each answer is their own view (a student sees their course as theirs).
 */
const inProcessTransport = async (
  input: Parameters<typeof fetch>[0],
  init?: RequestInit,
): Promise<Response> => {
  const scope = renders.getStore();
  if (!scope) throw new Error('An API call outside a page render');
  // A shop shutting down answers no more calls: the page ends with what it has, so the server's
  // graceful close does not wait on a render that waits on the server.
  if (scope.isClosing()) throw new Error('the shop is shutting down');
  const url = urlOf(input, scope.origin);
  const method = init?.method ?? 'GET';
  if (!isServerRenderable(url.pathname, method, scope.readersOwn))
    throw new Error(`${url.pathname} is left to the browser`);
  const headers: Record<string, string> = { ...(init?.headers as Record<string, string> | undefined) };
  if (scope.cookie) headers.cookie = scope.cookie;
  const answer = await scope.app.inject({
    method: method as 'GET',
    url: `${url.pathname}${url.search}`,
    headers,
    ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
  });
  return new Response(answer.rawPayload, {
    status: answer.statusCode,
    headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
  });
};

/**
 * The server render of the public pages, from the web app's server build beside its browser build
 * (`dist-ssr` next to `dist`). Null when that build is missing: the pages are then rendered in the
 * browser alone, as before, and the server says so once.
 */
export const loadStorefrontRenderer = async (
  app: FastifyInstance,
  webDistDir: string,
  publicUrl: string,
): Promise<RenderStorefrontPage | null> => {
  const entry = path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn({ entry }, 'no server render of the web app; pages render in the browser only');
    return null;
  }
  const loaded: unknown = await import(pathToFileURL(entry).href);
  if (!isServerRenderModule(loaded)) throw new Error(`${entry} is not the web app's server render`);
  const origin = new URL(publicUrl).origin;
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  const isClosing = () => closing;
  loaded.setApiTransport(inProcessTransport);
  return ({ url, cookie, readersOwn }) =>
    renders.run({ app, origin, cookie, readersOwn, isClosing }, () =>
      loaded.renderStorefrontPage({ url, origin, cookie }),
    );
};
