import type { FastifyInstance } from 'fastify';
import type { TimerSet } from './lib/timer-set';

/** The plugin options with their defaults applied, shared by every provider. */
export type SandboxSettings = {
  shopUrl: string;
  publicBaseUrl: string;
  webhookDelayMs: number;
  webhookRetryBaseMs: number;
};

/** What a provider gets from the plugin instance that owns it. */
export type SandboxServices = { settings: SandboxSettings; timers: TimerSet };

/** One entry of the sandbox's root listing (`GET /sandbox/`). */
export type ProviderDescription = {
  id: string;
  name: string;
  api: string;
  vault?: string;
  pages: string;
  /** The shop's payment method ids this provider stands in for. */
  methods: number[];
};

/**
 * One provider's sandbox (Omise today; 2C2P, SCB, GB Prime Pay, Pay Solutions and PayPal each get
 * a folder beside `omise/` that builds one of these). The plugin mounts its routes and control
 * routes, records and faults requests under its path prefixes, and calls `reset` on
 * `POST /__control/reset`.
 */
export type SandboxProvider = {
  id: string;
  name: string;
  /** Paths after the sandbox prefix that belong to the provider, e.g. `/omise`, `/omise-vault`. */
  pathPrefixes: readonly string[];
  describe: () => ProviderDescription;
  /** API and hosted pages, registered in their own context so they carry the provider's error handler. */
  routes: (app: FastifyInstance) => Promise<void>;
  /** Test-only endpoints, mounted under `/__control/<id>`. */
  controlRoutes: (app: FastifyInstance) => Promise<void>;
  /** An error answer in the provider's own shape, for injected 500s and unknown paths. */
  errorBody: (code: 'internal_error' | 'not_found', message: string) => unknown;
  reset: () => void;
};
