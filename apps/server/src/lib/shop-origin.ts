/**
 * Whether a browser's `Origin` names the shop itself: `PUBLIC_URL`'s origin, or the very host the
 * browser connected to (its `Host` header, which a page cannot choose). Never `X-Forwarded-Host`:
 * behind a proxy that passes it through, a client writes it itself. `Origin: null` (a sandboxed
 * frame, a page opened from a file) is nobody's.
 */
export const isShopOrigin = (
  origin: string,
  context: { publicOrigin: string; hostHeader: string | undefined },
): boolean => {
  if (origin === context.publicOrigin) return true;
  if (!context.hostHeader) return false;
  try {
    const page = new URL(origin);
    // Read through the same scheme, so a default port written in Host (`:80`) compares equal.
    return page.host === new URL(`${page.protocol}//${context.hostHeader}`).host;
  } catch {
    return false;
  }
};
