import { storageDetailsRoute } from '@shop/contract/media/upload';
import { api } from '../../../lib/api-client';

/** Free storage in GB, asked on every file selection (spec 2); null when the call fails (then the server decides). */
export const getFreeStorage = async (): Promise<number | null> => {
  try {
    return (await api.call(storageDetailsRoute, {})).free;
  } catch (error) {
    console.warn('storage details unavailable', error);
    return null;
  }
};
