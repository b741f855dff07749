import type { PaymentProvider } from '../../payment-provider';
import { ProviderUnavailableError } from '../../payment-provider';
import type { PayPalSettings } from './paypal-settings';

/** Being built: takes no method until its adapter is complete. */
export const createPayPalProvider = (_settings: PayPalSettings): PaymentProvider => {
  const notBuilt = () => new ProviderUnavailableError('paypal', 'adapter not built');
  return {
    name: 'paypal',
    methodIds: [],
    start: () => Promise.reject(notBuilt()),
    checkNotification: () => Promise.resolve({ verified: false, reason: 'adapter not built' }),
    inquire: () => Promise.reject(notBuilt()),
  };
};
