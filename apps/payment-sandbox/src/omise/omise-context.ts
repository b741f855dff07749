import type { SandboxSettings } from '../sandbox-provider';
import type { OmiseStore } from './omise-store';
import type { OmiseWebhookSender } from './omise-webhook-sender';

/** What the Omise sandbox's operations share within one plugin instance. */
export type OmiseContext = {
  store: OmiseStore;
  webhooks: OmiseWebhookSender;
  settings: SandboxSettings;
  now: () => Date;
};
