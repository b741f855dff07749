import { z } from 'zod';
import { DEFAULT_HASH_QUEUE, defaultHashingConcurrency } from './lib/password';
import { bookPartnerEnv } from './book-partner-env';
import { providerEnv } from './modules/payments/index';
import { socialProviderEnv } from './social-provider-env';
import { checkShutdownEnv, shutdownEnv } from './shutdown-env';
import { checkSandboxEnv, sandboxEnv } from './sandbox-env';
import { checkStorageEnv, storageEnv } from './storage-env';
import { trustProxyEnv } from './trust-proxy-env';
import { uploadEnv } from './upload-env';
import { videoEnv } from './video-env';

const booleanFromEnv = z.stringbool({
  truthy: ['1', 'true', 'yes', 'on'],
  falsy: ['0', 'false', 'no', 'off'],
});

/** The address this process answers itself on: loopback unless it listens on one interface only. */
const loopbackHost = (host: string): string =>
  ['0.0.0.0', '::', 'localhost', ''].includes(host) || host.startsWith('127.') ? '127.0.0.1' : host;

/** Every setting the server reads from the environment; documented in the README. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** How long a request waits for a new PostgreSQL connection before it is answered 503. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /** How long a Redis command may take before this instance counts rate limits alone. */
    REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(500),
    PAYMENT_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
    /** How long the server waits for a payment provider's answer before treating the call as failed. */
    PAYMENT_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /** Where the server itself reaches the local sandbox; default: this process on loopback. */
    PAYMENT_SANDBOX_URL: z.url().optional(),
    ...sandboxEnv,
    ...providerEnv,
    ...bookPartnerEnv,
    ...socialProviderEnv,
    PUBLIC_URL: z.url().optional(),
    /** SMTP server for outgoing mail (smtp:// or smtps://, credentials in the URL); unset writes .eml files to DATA_DIR/outbox. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** Sender of every mail the shop sends. */
    MAIL_FROM: z.string().min(3).default('Course Shop <no-reply@localhost>'),
    /** Sign-in attempts allowed per address and account each minute. */
    LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(10),
    /** Failed sign-ins allowed per address each minute, whatever the names tried. */
    LOGIN_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
    /** Passwords hashed or checked at once; each takes a core for tens of milliseconds. */
    PASSWORD_HASHES_AT_ONCE: z.coerce.number().int().min(1).max(64).default(defaultHashingConcurrency),
    /** Password checks that may wait for their turn; one more is answered 503 SERVER_BUSY. */
    PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(DEFAULT_HASH_QUEUE),
    /** How long an instance reuses a public catalogue read; 0 turns the cache off. */
    CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    /** Addresses in one sitemap file (50,000 is the protocol's limit); past it, /sitemap.xml is an index. */
    SITEMAP_MAX_ADDRESSES: z.coerce.number().int().min(1).max(50_000).default(50_000),
    /** How often an instance looks for socket messages another one left in the outbox. */
    REALTIME_RELAY_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `json` lines for a log collector, `pretty` lines for a person; unset: pretty on a terminal only. */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    SEED_DEMO: booleanFromEnv.default(true),
    /** Proxies whose X-Forwarded-* count: a number of hops or their addresses (see trust-proxy-env.ts). */
    TRUST_PROXY: trustProxyEnv,
    ...uploadEnv,
    ...videoEnv,
    ...storageEnv,
    ...shutdownEnv,
  })
  .superRefine(checkStorageEnv)
  .superRefine(checkShutdownEnv)
  .superRefine(checkSandboxEnv)
  .transform((env) => {
    /** This process as it reaches itself (the in-process sandbox's notifications come here). */
    const SHOP_INTERNAL_URL = `http://${loopbackHost(env.HOST)}:${String(env.PORT)}`;
    return {
      ...env,
      // Without its trailing slash: links are PUBLIC_URL + '/path', and `//path` is refused.
      PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${String(env.PORT)}`).replace(/\/+$/, ''),
      SHOP_INTERNAL_URL,
      PAYMENT_SANDBOX_URL: env.PAYMENT_SANDBOX_URL ?? `${SHOP_INTERNAL_URL}/sandbox`,
    };
  });

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration once at start; a bad value stops the server with a clear message. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return parsed.data;
};
