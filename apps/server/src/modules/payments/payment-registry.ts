import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import type { Config } from '../../config';
import type { PaymentProvider, ProviderName } from './payment-provider';
import type { SettingsResult } from './providers/provider-settings';
import {
  notificationPathOf,
  PAYMENT_PROVIDERS,
  type ProviderSettingsByName,
} from './providers/provider-list';

export type { ProviderSettingsByName };
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
  readonly omise: ProviderSettingsByName['omise'] | null;
  /** A provider's notification address below `/webhook/payment/` (its name when it names none). */
  notificationPath: (name: ProviderName) => string;
  /** Providers live mode could not start, with the variables they lack. */
  readonly notStarted: readonly { provider: string; missing: readonly string[] }[];
};

type Setup<N extends SettingsName> = {
  name: N;
  settings: (config: Config) => SettingsResult<ProviderSettingsByName[N]>;
  create: (settings: ProviderSettingsByName[N]) => PaymentProvider;
};

/**
 * Builds every adapter the configuration allows. In sandbox mode all of them point at the local
 * sandbox; in live mode a provider whose keys are missing is not started and its methods are
 * neither offered nor accepted.
 */
export const buildPaymentRegistry = (config: Config): PaymentRegistry => {
  const providers: PaymentProvider[] = [];
  const settings: Partial<Record<SettingsName, unknown>> = {};
  const notStarted: { provider: string; missing: string[] }[] = [];
  for (const entry of PAYMENT_PROVIDERS as readonly Setup<SettingsName>[]) {
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
    notificationPath: (name) => notificationPathOf(name) ?? name,
    notStarted,
  };
};
