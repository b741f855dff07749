// Any origin will do as long as no real address can have it: only a path of this site resolves to it.
const THIS_SITE = 'https://this-shop.invalid';
// Browsers read a backslash as a slash and drop tabs and line breaks, so `/\evil.com` and
// `/<tab>/evil.com` would leave the site.
const UNSAFE = /[\\\s\p{Cc}]/u;

/**
 * Where to go after signing in: `next` when it is a path of this shop, otherwise the home page.
 * `//evil.com`, `https://evil.com`, `javascript:...` and the sign-in page itself are refused.
 */
export const returnPath = (next: string | null | undefined): string => {
  if (!next?.startsWith('/') || UNSAFE.test(next)) return '/';
  const url = new URL(next, THIS_SITE);
  if (url.origin !== THIS_SITE || url.pathname === '/login') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
};
