import type { DehydratedState } from '@tanstack/react-query';
import { jsonForScriptElement } from '@shop/contract/pages/server-render';

/** The element that carries what the server fetched for a page to the browser's query cache. */
export const PAGE_STATE_ID = 'shop-page-state';

/**
 * The server's hand-over: the query cache it rendered the page from, and the lazy parts it
 * rendered (their code loads before the page hydrates).
 */
export type PageState = { queries: DehydratedState; parts: string[] };

export const pageStateScript = (state: PageState): string =>
  `<script id="${PAGE_STATE_ID}" type="application/json">${jsonForScriptElement(state)}</script>`;

/** The hand-over in this page, or null when the server did not render it (cart, back office). */
export const readPageState = (): PageState | null => {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as PageState;
};
