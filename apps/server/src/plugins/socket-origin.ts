import type { IncomingMessage } from 'node:http';
import { isShopOrigin } from '../lib/shop-origin';

type Verdict = (error: string | null | undefined, success: boolean) => void;

/**
 * socket.io's `allowRequest`: a handshake (WebSocket or polling) from another site's page is
 * refused before any session is looked at, so a foreign page cannot ride the buyer's cookie
 * (cross-site WebSocket hijacking). Browsers always send Origin on a WebSocket handshake and on a
 * cross-origin request; a request without one is the shop's own polling or a client that is not
 * a browser, which holds its cookie itself.
 */
export const socketOriginCheck = (publicUrl: string) => {
  const publicOrigin = new URL(publicUrl).origin;
  return (request: IncomingMessage, verdict: Verdict) => {
    const origin = request.headers.origin;
    const isAllowed =
      origin === undefined || isShopOrigin(origin, { publicOrigin, hostHeader: request.headers.host });
    verdict(isAllowed ? null : 'Cross-site socket refused', isAllowed);
  };
};
