import type { PaymentProvider } from '../../payment-provider';
import { ProviderUnavailableError } from '../../payment-provider';
import type { TwoC2pSettings } from './twoc2p-settings';

/** Being built: takes no method until its adapter is complete. */
export const createTwoC2pProvider = (_settings: TwoC2pSettings): PaymentProvider => {
  const notBuilt = () => new ProviderUnavailableError('2c2p', 'adapter not built');
  return {
    name: '2c2p',
    methodIds: [],
    start: () => Promise.reject(notBuilt()),
    checkNotification: () => Promise.resolve({ verified: false, reason: 'adapter not built' }),
    inquire: () => Promise.reject(notBuilt()),
  };
};
