import type { DehydratedState } from '@tanstack/react-query';

/** The element that carries what the server fetched for a page to the browser's query cache. */
export const PAGE_STATE_ID = 'shop-page-state';

/** The server's hand-over: the query cache it rendered the page from. */
export type PageState = { queries: DehydratedState };

/** JSON inside a script element, escaped so no text of the shop's can end the element. */
export const pageStateScript = (state: PageState): string =>
  `<script id="${PAGE_STATE_ID}" type="application/json">${JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )}</script>`;

/** The hand-over in this page, or null when the server did not render it (cart, back office). */
export const readPageState = (): PageState | null => {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as PageState;
};
