import type { SandboxSettings } from '../sandbox-provider';
import type { GbPrimeBackgroundSender } from './gbprime-background-sender';
import type { GbPrimeStore } from './gbprime-store';

/** What the GB Prime Pay sandbox's operations share within one plugin instance. */
export type GbPrimeContext = {
  store: GbPrimeStore;
  background: GbPrimeBackgroundSender;
  settings: SandboxSettings;
  now: () => Date;
};
