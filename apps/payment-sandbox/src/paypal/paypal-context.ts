import type { SandboxSettings } from '../sandbox-provider';
import type { PayPalStore } from './paypal-store';
import type { PayPalWebhookSender } from './paypal-webhook-sender';

/** What the PayPal sandbox's operations share within one plugin instance. */
export type PayPalContext = {
  store: PayPalStore;
  webhooks: PayPalWebhookSender;
  settings: SandboxSettings;
  now: () => Date;
};

/** The API base as links in PayPal's answers spell it. */
export const payPalApiBase = (context: PayPalContext) => `${context.settings.publicBaseUrl}/paypal`;
