import { isIP } from 'node:net';
import { z } from 'zod';

/** Which X-Forwarded-* headers count: none, those of the last `n` proxies, or those of these addresses. */
export type TrustProxy = false | number | string[];

const OFF = new Set(['', '0', 'false', 'no', 'off']);
const ON = new Set(['true', 'yes', 'on']);
// proxy-addr's names for whole ranges, which Fastify accepts beside addresses.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

const isAddressOrRange = (item: string): boolean => {
  if (RANGE_NAMES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * `TRUST_PROXY`: `false` (default), a number of proxies in front of the shop (`1`), or the
 * proxies' addresses and ranges (`10.0.0.0/8,127.0.0.1`). `true` is refused: it made the first
 * X-Forwarded-For value, which the client writes itself, the client's address.
 */
export const trustProxyEnv = z
  .string()
  .default('false')
  .transform((raw, context): TrustProxy => {
    const value = raw.trim().toLowerCase();
    if (OFF.has(value)) return false;
    if (ON.has(value)) {
      context.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY=true is no longer accepted: it let any client choose its own address with X-Forwarded-For. ' +
          'Give the number of proxies in front of the shop (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= MAX_HOPS) return hops;
      context.addIssue({ code: 'custom', message: `at most ${String(MAX_HOPS)} proxies` });
      return z.NEVER;
    }
    const items = value.split(',').map((item) => item.trim());
    const bad = items.filter((item) => !isAddressOrRange(item));
    if (bad.length === 0) return items;
    context.addIssue({
      code: 'custom',
      message: `not a number of proxies nor an address or range: ${bad.map((item) => JSON.stringify(item)).join(', ')}`,
    });
    return z.NEVER;
  });

/**
 * Fastify's own option, except for a number of proxies: Fastify trusts no hop count (it cannot
 * tell a proxy from a client that reaches the shop directly), so the count is given as a function
 * trusting the nearest `n` addresses. That form is for a shop reachable only through its proxies.
 */
export const fastifyTrustProxy = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
