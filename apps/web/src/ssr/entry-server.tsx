import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { RenderedParts } from '../app/lazy-part';
import { AppProviders } from '../app/providers';
import { shopRoutes } from '../app/routes';
import { siteSettingsQueryOptions } from '../features/settings/api/site-settings';
import type { RenderedPage, StorefrontRenderRequest } from '@shop/contract/pages/server-render';
import { readerLanguageOfRequest } from '@shop/domain/settings/reader-language';
import { initI18n } from '../i18n/i18n';
import { layTextsFor } from './lay-texts';
import { pageStateScript } from './page-state';
import { prefetchPageData } from './prefetch-page-data';
import { renderWithItsData } from './query-prepass';
import { oneRenderAtATime } from './render-lock';

export { setApiTransport } from '../lib/api-client';

const RENDER_TIMEOUT_MS = 5_000;

// The routes' page code, once loaded, stays with the handler: later renders find it at hand.
const handler = createStaticHandler(shopRoutes());
const ready = initI18n('th');

/**
 * One Ant Design style cache for every render: a fresh one per render made Ant Design derive its
 * theme and write every component's CSS again, two thirds of a page's render time. Each page then
 * carries the styles of every component rendered so far (the public pages share most of theirs).
 */
const styleCache = createCache();

/** Ant Design's class names; none of the shop's own classes starts so. */
const ANT_DESIGN_MARKUP = /class="[^"]*\bant-[a-z]/;

const serverQueryClient = () =>
  new QueryClient({
    // No retries and no timers: a render takes what one try gives, and the cache dies with the
    // request. What it read is fresh for the render: a page that waits for a fresh read (the
    // payment step's order) must not see it as still being fetched.
    defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity } },
  });

/**
 * React's render of the whole page with every part resolved (the page code each part loads):
 * the shop's security policy runs no inline script, so nothing may be left for React's streaming
 * scripts to fill in. The server sends the page whole around it (the server's `rendered-page.ts`).
 */
const renderWhole = async (element: ReactNode): Promise<string> => {
  const { prelude } = await prerender(element, {
    // React moves a large part out of line by default, to be put in place by an inline script.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    // Renders run one at a time: one that hangs (page code that never arrives) must not hold the
    // queue. Stopped, a part not yet rendered is left for the browser to render.
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
  });
  return new Response(prelude).text();
};

/**
 * Renders a public page of the shop as its reader first sees it, from the same components the
 * browser hydrates. Null when the address is not the router's to render (a redirect).
 * `origin` only completes the address for the router; the data comes through `setApiTransport`.
 */
export const renderStorefrontPage = async (input: StorefrontRenderRequest): Promise<RenderedPage | null> => {
  await ready;
  const request = new Request(new URL(input.url, input.origin));
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = serverQueryClient();
  await prefetchPageData(
    queryClient,
    context.matches.map((match): unknown => match.route.handle),
    request,
  );
  const language = readerLanguageOfRequest(input.url, input.cookie);
  const parts = new Set<string>();
  const page = () => (
    <RenderedParts value={parts}>
      <StyleProvider cache={styleCache}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StyleProvider>
    </RenderedParts>
  );
  // Each round is a whole render in the reader's language with the shop's texts, the code its
  // parts load included, so a block that loads its code first asks for its data in the same round.
  const html = await renderWithItsData(queryClient, () =>
    oneRenderAtATime(async () => {
      await layTextsFor(
        queryClient.getQueryData(siteSettingsQueryOptions().queryKey)?.custom_texts,
        language,
      );
      return renderWhole(page());
    }),
  );
  return {
    html,
    // Most public pages are built without Ant Design; only a page that shows a part of it carries its CSS.
    styles: ANT_DESIGN_MARKUP.test(html) ? extractStyle(styleCache) : '',
    state: pageStateScript({ queries: dehydrate(queryClient), parts: [...parts] }),
    language,
  };
};
