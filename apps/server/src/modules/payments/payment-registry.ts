import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import type { Config } from '../../config';
import type { PaymentProvider, ProviderName } from './payment-provider';
import { createOmiseProvider } from './providers/omise/omise-provider';
import { omiseSettings, type OmiseSettings } from './providers/omise/omise-settings';

/** The providers this server can take payments with, by method, and why others are missing. */
export type PaymentRegistry = {
  readonly mode: Config['PAYMENT_MODE'];
  providerFor: (methodId: number) => PaymentProvider | null;
  byName: (name: ProviderName) => PaymentProvider | null;
  /** A method a buyer can pay with here: bank transfer always, others when their adapter runs. */
  canTakePayment: (methodId: number) => boolean;
  readonly omise: OmiseSettings | null;
  /** Providers live mode could not start, with the variables they lack. */
  readonly notStarted: readonly { provider: string; missing: readonly string[] }[];
};

/**
 * Builds every adapter the configuration allows. In sandbox mode all of them point at the local
 * sandbox; in live mode a provider whose keys are missing is not started and its methods are
 * neither offered nor accepted.
 */
export const buildPaymentRegistry = (config: Config): PaymentRegistry => {
  const providers: PaymentProvider[] = [];
  const notStarted: { provider: string; missing: string[] }[] = [];
  const omise = omiseSettings(config);
  if (omise.ok) providers.push(createOmiseProvider(omise.settings));
  else notStarted.push({ provider: 'omise', missing: omise.missing });

  const providerFor = (methodId: number) =>
    providers.find((provider) => provider.methodIds.includes(methodId)) ?? null;
  return {
    mode: config.PAYMENT_MODE,
    providerFor,
    byName: (name) => providers.find((provider) => provider.name === name) ?? null,
    canTakePayment: (methodId) =>
      methodId === PaymentMethodId.BANK_TRANSFER || providerFor(methodId) !== null,
    omise: omise.ok ? omise.settings : null,
    notStarted,
  };
};
