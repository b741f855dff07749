import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config';
import type { PaymentProvider } from '../payment-provider';
import type { SettingsResult } from './provider-settings';

/**
 * A payment method a provider takes: its spec 2 id, and the names and type a new shop's row
 * starts with (the demo seed writes them; an administrator may rename them later).
 */
export type ProviderMethod = { id: number; name: string; nameWeb: string; paymentType: string };

/** Origins a live provider's pages or scripts make the buyer's browser reach, by CSP directive. */
export type ProviderOrigins = { connect?: string[]; img?: string[]; form?: string[] };

/**
 * Everything the shop knows of one payment provider, written once in the provider's folder and
 * read as a list (`provider-list.ts`) by the registry, the notification routes, the payments
 * module's routes and the app's Content Security Policy.
 */
export type ProviderDescription<N extends string, S> = {
  name: N;
  /** Its sandbox settings, or in live mode its keys from the environment (or what is missing). */
  settings: (config: Config) => SettingsResult<S>;
  create: (settings: S) => PaymentProvider;
  /** The payment methods it takes, in spec 2's order. */
  methods: readonly ProviderMethod[];
  /** Its start routes (and pages), registered by the payments module. */
  routes: FastifyPluginAsyncZod;
  /** Its notification address below `/webhook/payment/`, and the HTTP methods it arrives with. */
  notification: { path: string; methods: ('GET' | 'POST')[] } | null;
  /**
   * Whether it sends the buyer back with a form POST to `/payment/<order>` (not a plain link),
   * which the return route turns into a GET.
   */
  returnsByFormPost: boolean;
  /** Origins the buyer's browser reaches in live mode (none in sandbox mode: same origin). */
  liveOrigins: (config: Config) => ProviderOrigins;
};

export const describeProvider = <N extends string, S>(description: ProviderDescription<N, S>) => description;
