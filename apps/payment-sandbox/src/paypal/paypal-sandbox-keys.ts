/**
 * The credentials the PayPal sandbox answers to, and that the shop's PayPal adapter uses in
 * sandbox mode. They work nowhere else; live credentials come from the environment.
 */
export const PAYPAL_SANDBOX_KEYS = {
  clientId: 'AShopSandboxPayPalClientId000000000000000000',
  clientSecret: 'EShopSandboxPayPalSecret0000000000000000000',
  webhookId: '1SHOPSANDBOX00000WEBHOOK',
} as const;
