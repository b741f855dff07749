import { z } from 'zod';

const booleanFromEnv = z.stringbool({
  truthy: ['1', 'true', 'yes', 'on'],
  falsy: ['0', 'false', 'no', 'off'],
});

/** Every setting the server reads from the environment; documented in the README. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    PAYMENT_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
    PUBLIC_URL: z.url().optional(),
    /** SMTP server for outgoing mail (smtp:// or smtps://, credentials in the URL); unset writes .eml files to DATA_DIR/outbox. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** Sender of every mail the shop sends. */
    MAIL_FROM: z.string().min(3).default('Course Shop <no-reply@localhost>'),
    /** Sign-in attempts allowed per address and account each minute. */
    LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(10),
    /** How long an instance reuses a public catalogue read; 0 turns the cache off. */
    CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: booleanFromEnv.default(true),
    TRUST_PROXY: booleanFromEnv.default(false),
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${String(env.PORT)}`,
  }));

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
