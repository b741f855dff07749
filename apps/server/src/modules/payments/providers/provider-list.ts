import type { Config } from '../../../config';
import { bankTransferMethod } from './bank-transfer/bank-transfer-method';
import { gbPrimeDescription } from './gbprime/gbprime-description';
import { omiseDescription } from './omise/omise-description';
import { payPalDescription } from './paypal/paypal-description';
import { paySolutionsDescription } from './paysolutions/paysolutions-description';
import type { ProviderDescription, ProviderMethod, ProviderOrigins } from './provider-description';
import { scbDescription } from './scb/scb-description';
import { twoC2pDescription } from './twoc2p/twoc2p-description';

/** Every payment provider the shop can run, each described once in its folder. */
export const PAYMENT_PROVIDERS = [
  omiseDescription,
  payPalDescription,
  twoC2pDescription,
  scbDescription,
  gbPrimeDescription,
  paySolutionsDescription,
] as const;

type Described = (typeof PAYMENT_PROVIDERS)[number];

/** The name of each provider with an adapter. */
export type DescribedProviderName = Described['name'];

/**
 * Every payment method a shop starts with (bank transfer and each provider's), by id: the demo
 * seed writes them in this order.
 */
export const PAYMENT_METHOD_DEFAULTS: readonly ProviderMethod[] = [
  bankTransferMethod,
  ...PAYMENT_PROVIDERS.flatMap((provider) => provider.methods),
].sort((a, b) => a.id - b.id);

/** The provider whose adapter takes each method's payments. */
export const PROVIDER_OF_METHOD: Readonly<Record<number, DescribedProviderName>> = Object.fromEntries(
  PAYMENT_PROVIDERS.flatMap((provider) => provider.methods.map((method) => [method.id, provider.name])),
);

/** A provider's notification address below `/webhook/payment/`, null when it sends none. */
export const notificationPathOf = (name: string): string | null =>
  PAYMENT_PROVIDERS.find((provider) => provider.name === name)?.notification?.path ?? null;

/** Each provider's settings by its name, for the routes that hand a browser its public keys. */
export type ProviderSettingsByName = {
  [D in Described as D['name']]: D extends ProviderDescription<string, infer S> ? S : never;
};

/** The origins live providers make the buyer's browser reach; none in sandbox mode (same origin). */
export const providerOrigins = (config: Config): Required<ProviderOrigins> => {
  const live =
    config.PAYMENT_MODE === 'live' ? PAYMENT_PROVIDERS.map((provider) => provider.liveOrigins(config)) : [];
  return {
    connect: live.flatMap((origins) => origins.connect ?? []),
    img: live.flatMap((origins) => origins.img ?? []),
    form: live.flatMap((origins) => origins.form ?? []),
  };
};
