import { modulePortSet } from '../lib/module-port';
import type {
  deleteSession,
  extendSession,
  findSessionWithUser,
  insertSession,
} from '../modules/accounts/index';

/** The session rows the session plugin reads and writes; the accounts module keeps them. */
export type SessionStore = {
  findSessionWithUser: typeof findSessionWithUser;
  insertSession: typeof insertSession;
  extendSession: typeof extendSession;
  deleteSession: typeof deleteSession;
};

/**
 * Every module's routes use the session plugin, so the plugin must not load a module: the
 * accounts module supplies its session store here when its index loads.
 */
export const sessionStorePort = modulePortSet<SessionStore>('sessionStorePort');
