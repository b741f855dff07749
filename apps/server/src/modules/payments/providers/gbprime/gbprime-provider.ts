import type { PaymentProvider } from '../../payment-provider';
import { ProviderUnavailableError } from '../../payment-provider';
import type { GbPrimeSettings } from './gbprime-settings';

/** Being built: takes no method until its adapter is complete. */
export const createGbPrimeProvider = (_settings: GbPrimeSettings): PaymentProvider => {
  const notBuilt = () => new ProviderUnavailableError('gbprime', 'adapter not built');
  return {
    name: 'gbprime',
    methodIds: [],
    start: () => Promise.reject(notBuilt()),
    checkNotification: () => Promise.resolve({ verified: false, reason: 'adapter not built' }),
    inquire: () => Promise.reject(notBuilt()),
  };
};
