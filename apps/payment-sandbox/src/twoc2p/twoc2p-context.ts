import type { SandboxSettings } from '../sandbox-provider';
import type { TwoC2pNotifier } from './twoc2p-notifier';
import type { TwoC2pStore } from './twoc2p-store';

/** What the 2C2P sandbox's operations share within one plugin instance. */
export type TwoC2pContext = {
  store: TwoC2pStore;
  notifier: TwoC2pNotifier;
  settings: SandboxSettings;
  now: () => Date;
};
