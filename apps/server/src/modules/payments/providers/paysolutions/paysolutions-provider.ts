import type { PaymentProvider } from '../../payment-provider';
import { ProviderUnavailableError } from '../../payment-provider';
import type { PaySolutionsSettings } from './paysolutions-settings';

/** Being built: takes no method until its adapter is complete. */
export const createPaySolutionsProvider = (_settings: PaySolutionsSettings): PaymentProvider => {
  const notBuilt = () => new ProviderUnavailableError('paysolutions', 'adapter not built');
  return {
    name: 'paysolutions',
    methodIds: [],
    start: () => Promise.reject(notBuilt()),
    checkNotification: () => Promise.resolve({ verified: false, reason: 'adapter not built' }),
    inquire: () => Promise.reject(notBuilt()),
  };
};
