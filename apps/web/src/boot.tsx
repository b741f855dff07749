// The shop in the browser, once the page is painted (`main.tsx` starts it): the server's page
// taken over, or a page the server does not render (the cart, most account pages, the back
// office, a page whose render failed) rendered.
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadParts } from './app/lazy-part';
import { loadRoutesOfPage } from './app/load-routes-of-page';
import { prefetchInto } from './app/route-prefetch';
import { shopRoutes } from './app/routes';
import { markCourseViewsCounted } from './features/course-page/api/get-course-detail';
import { markProductViewsCounted } from './features/products/api/get-product';
import { siteSettingsQueryOptions } from './features/settings/api/site-settings';
import { applyCustomTexts } from './features/settings/lib/apply-custom-texts';
import { readerLanguageOf } from '@shop/domain/settings/reader-language';
import { changeLanguage, initI18n, storedLanguage } from './i18n/i18n';
import { createQueryClient } from './lib/query-client';
import { noteScrollAtTakeover } from './lib/scroll-position-key';
import { readPageState } from './ssr/page-state';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** Lifts the server-rendered page's click guard (`#root[data-hydrating]`) once it is hydrated. */
const Hydrated = () => {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-hydrating');
  }, []);
  return null;
};

/**
 * Lets the browser handle a tap or paint a frame between two steps of taking the page over: each
 * step is a task of its own rather than one long one that leaves a phone unresponsive.
 */
const betweenSteps = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const queryClient = createQueryClient();
prefetchInto(queryClient);
const pageState = readPageState();

if (pageState) {
  // The server rendered this page: the same language, texts, data and page code, then hydrate.
  await betweenSteps();
  hydrate(queryClient, pageState.queries);
  markCourseViewsCounted(queryClient);
  markProductViewsCounted(queryClient);
  const rendered = readerLanguageOf(document.documentElement.lang);
  await initI18n(rendered);
  applyCustomTexts(queryClient.getQueryData(siteSettingsQueryOptions().queryKey)?.custom_texts);
  await betweenSteps();
  const routes = await loadRoutesOfPage(shopRoutes(), window.location.pathname);
  await preloadParts(pageState.parts);
  await betweenSteps();
  noteScrollAtTakeover();
  // Hydrating in a transition lets React yield to the browser every few milliseconds: at the
  // default priority it hydrated the whole page in one task, 200 to 300 ms on a mid-range phone.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App routes={routes} queryClient={queryClient} hydrating />
        <Hydrated />
      </StrictMode>,
    );
  });
  // A choice kept by an older version of the shop, in local storage only, reached no server.
  const chosen = storedLanguage();
  if (chosen !== rendered) void changeLanguage(chosen);
} else {
  const language = storedLanguage();
  document.documentElement.lang = language;
  await initI18n(language);
  // In a transition too: the page's first render (the router, the frame, the page and whatever
  // data its loaders already have) ran as one block of 0.9 to 1 s at Lighthouse's fourfold CPU
  // slowdown, where React now yields to the browser every few milliseconds.
  const page = createRoot(root);
  startTransition(() => {
    page.render(
      <StrictMode>
        <App routes={shopRoutes()} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}
