import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import type { Config } from '../../config';
import type { PaymentProvider, ProviderName } from './payment-provider';
import { createGbPrimeProvider } from './providers/gbprime/gbprime-provider';
import { gbPrimeSettings, type GbPrimeSettings } from './providers/gbprime/gbprime-settings';
import { createOmiseProvider } from './providers/omise/omise-provider';
import { omiseSettings, type OmiseSettings } from './providers/omise/omise-settings';
import { createPayPalProvider } from './providers/paypal/paypal-provider';
import { paypalSettings, type PayPalSettings } from './providers/paypal/paypal-settings';
import { createPaySolutionsProvider } from './providers/paysolutions/paysolutions-provider';
import {
  paySolutionsSettings,
  type PaySolutionsSettings,
} from './providers/paysolutions/paysolutions-settings';
import type { SettingsResult } from './providers/provider-settings';
import { createScbProvider } from './providers/scb/scb-provider';
import { scbSettings, type ScbSettings } from './providers/scb/scb-settings';
import { createTwoC2pProvider } from './providers/twoc2p/twoc2p-provider';
import { twoC2pSettings, type TwoC2pSettings } from './providers/twoc2p/twoc2p-settings';

/** Each provider's settings, for the routes that hand a browser what it may know (public keys). */
export type ProviderSettingsByName = {
  omise: OmiseSettings;
  paypal: PayPalSettings;
  '2c2p': TwoC2pSettings;
  scb: ScbSettings;
  gbprime: GbPrimeSettings;
  paysolutions: PaySolutionsSettings;
};
type SettingsName = keyof ProviderSettingsByName;

/** The providers this server can take payments with, by method, and why others are missing. */
export type PaymentRegistry = {
  readonly mode: Config['PAYMENT_MODE'];
  providerFor: (methodId: number) => PaymentProvider | null;
  byName: (name: ProviderName) => PaymentProvider | null;
  /** A method a buyer can pay with here: bank transfer always, others when their adapter runs. */
  canTakePayment: (methodId: number) => boolean;
  /** The settings of a running provider, or null when it is not started. */
  settingsOf: <N extends SettingsName>(name: N) => ProviderSettingsByName[N] | null;
  readonly omise: OmiseSettings | null;
  /** Providers live mode could not start, with the variables they lack. */
  readonly notStarted: readonly { provider: string; missing: readonly string[] }[];
};

type Setup<N extends SettingsName> = {
  name: N;
  settings: (config: Config) => SettingsResult<ProviderSettingsByName[N]>;
  create: (settings: ProviderSettingsByName[N]) => PaymentProvider;
};
const setup = <N extends SettingsName>(entry: Setup<N>) => entry;

const SETUPS = [
  setup({ name: 'omise', settings: omiseSettings, create: createOmiseProvider }),
  setup({ name: 'paypal', settings: paypalSettings, create: createPayPalProvider }),
  setup({ name: '2c2p', settings: twoC2pSettings, create: createTwoC2pProvider }),
  setup({ name: 'scb', settings: scbSettings, create: createScbProvider }),
  setup({ name: 'gbprime', settings: gbPrimeSettings, create: createGbPrimeProvider }),
  setup({ name: 'paysolutions', settings: paySolutionsSettings, create: createPaySolutionsProvider }),
];

/**
 * Builds every adapter the configuration allows. In sandbox mode all of them point at the local
 * sandbox; in live mode a provider whose keys are missing is not started and its methods are
 * neither offered nor accepted.
 */
export const buildPaymentRegistry = (config: Config): PaymentRegistry => {
  const providers: PaymentProvider[] = [];
  const settings: Partial<Record<SettingsName, unknown>> = {};
  const notStarted: { provider: string; missing: string[] }[] = [];
  for (const entry of SETUPS as Setup<SettingsName>[]) {
    const result = entry.settings(config);
    if (!result.ok) {
      notStarted.push({ provider: entry.name, missing: result.missing });
      continue;
    }
    settings[entry.name] = result.settings;
    providers.push(entry.create(result.settings));
  }

  const providerFor = (methodId: number) =>
    providers.find((provider) => provider.methodIds.includes(methodId)) ?? null;
  const settingsOf = <N extends SettingsName>(name: N) =>
    (settings[name] as ProviderSettingsByName[N] | undefined) ?? null;
  return {
    mode: config.PAYMENT_MODE,
    providerFor,
    byName: (name) => providers.find((provider) => provider.name === name) ?? null,
    canTakePayment: (methodId) =>
      methodId === PaymentMethodId.BANK_TRANSFER || providerFor(methodId) !== null,
    settingsOf,
    omise: settingsOf('omise'),
    notStarted,
  };
};
