import type { SandboxSettings } from '../sandbox-provider';

/**
 * 2C2P's page lives at `…/payment/4.3/#/token/<token>`; a fragment never reaches a server, so the
 * sandbox's page takes the token in the path instead.
 */
export const TWOC2P_PAGE_PREFIX = '/2c2p/payment/4.3/ui/token';

export const webPaymentUrl = (settings: SandboxSettings, paymentToken: string): string =>
  `${settings.publicBaseUrl}${TWOC2P_PAGE_PREFIX}/${encodeURIComponent(paymentToken)}`;
