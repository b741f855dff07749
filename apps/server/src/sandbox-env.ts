import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

/**
 * The payment sandbox's safety catches. `PAYMENT_MODE=sandbox` (the default) takes no money and
 * offers a control API; it is for a laptop or a test server, never for a shop at a public address
 * by accident. Documented in the README and docs/deploy.md.
 */
export const sandboxEnv = {
  /** `true` lets the sandbox run at a public PUBLIC_URL: a test server that strangers can reach. */
  ALLOW_SANDBOX_ON_PUBLIC_URL: z
    .stringbool({ truthy: ['1', 'true', 'yes', 'on'], falsy: ['0', 'false', 'no', 'off'] })
    .default(false),
  /** What a caller of `/sandbox/__control` sends in `x-sandbox-control`; unset: one is made at start (DATA_DIR). */
  SANDBOX_CONTROL_SECRET: z.string().min(16, 'at least 16 characters').optional(),
};

/**
 * Addresses only this machine or its private network reaches: loopback (127.0.0.0/8, ::1), the
 * private IPv4 ranges (10/8, 172.16/12, 192.168/16), link-local, and IPv6 unique-local. A shop on
 * such an address cannot take a stranger's order, so the sandbox may run there.
 */
const PRIVATE_NETWORKS = (() => {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addSubnet('10.0.0.0', 8, 'ipv4');
  list.addSubnet('172.16.0.0', 12, 'ipv4');
  list.addSubnet('192.168.0.0', 16, 'ipv4');
  list.addSubnet('169.254.0.0', 16, 'ipv4');
  list.addAddress('::1', 'ipv6');
  list.addSubnet('fc00::', 7, 'ipv6');
  list.addSubnet('fe80::', 10, 'ipv6');
  return list;
})();

/** Whether a URL's host is this machine or its private network (`localhost`, `*.localhost`, a private address). */
export const isLocalAddress = (url: string): boolean => {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const family = isIP(host);
  return family !== 0 && PRIVATE_NETWORKS.check(host, family === 4 ? 'ipv4' : 'ipv6');
};

type SandboxEnv = {
  PAYMENT_MODE: 'sandbox' | 'live';
  PUBLIC_URL?: string | undefined;
  ALLOW_SANDBOX_ON_PUBLIC_URL: boolean;
};

/** Refuses to start the sandbox at a public address unless ALLOW_SANDBOX_ON_PUBLIC_URL says so. */
export const checkSandboxEnv = (env: SandboxEnv, context: z.RefinementCtx) => {
  if (env.PAYMENT_MODE !== 'sandbox' || env.ALLOW_SANDBOX_ON_PUBLIC_URL) return;
  if (env.PUBLIC_URL === undefined || isLocalAddress(env.PUBLIC_URL)) return;
  context.addIssue({
    code: 'custom',
    path: ['PAYMENT_MODE'],
    message:
      `sandbox (the default) takes no real payments and opens test pages, but PUBLIC_URL ` +
      `(${new URL(env.PUBLIC_URL).host}) is a public address. Set PAYMENT_MODE=live and the payment ` +
      `providers' keys to take payments, or ALLOW_SANDBOX_ON_PUBLIC_URL=true for a test server`,
  });
};
