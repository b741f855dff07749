import type { Config } from '../../../config';
import { gbPrimeDescription } from './gbprime/gbprime-description';
import { omiseDescription } from './omise/omise-description';
import { payPalDescription } from './paypal/paypal-description';
import { paySolutionsDescription } from './paysolutions/paysolutions-description';
import type { ProviderDescription, ProviderOrigins } from './provider-description';
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
