import type { PaymentProvider } from '../../payment-provider';
import { ProviderUnavailableError } from '../../payment-provider';
import type { ScbSettings } from './scb-settings';

/** Being built: takes no method until its adapter is complete. */
export const createScbProvider = (_settings: ScbSettings): PaymentProvider => {
  const notBuilt = () => new ProviderUnavailableError('scb', 'adapter not built');
  return {
    name: 'scb',
    methodIds: [],
    start: () => Promise.reject(notBuilt()),
    checkNotification: () => Promise.resolve({ verified: false, reason: 'adapter not built' }),
    inquire: () => Promise.reject(notBuilt()),
  };
};
