import type { SandboxSettings } from '../sandbox-provider';
import type { ScbConfirmationSender } from './scb-confirmation-sender';
import type { ScbStore } from './scb-store';

/** What the SCB sandbox's operations share within one plugin instance. */
export type ScbContext = {
  store: ScbStore;
  confirmations: ScbConfirmationSender;
  settings: SandboxSettings;
  now: () => Date;
};
