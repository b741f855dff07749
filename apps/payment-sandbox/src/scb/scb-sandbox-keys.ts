/**
 * The SCB Open API app the sandbox knows, and that the shop's SCB adapter uses in sandbox mode.
 * They work nowhere else; live ones come from the environment.
 */
export const SCB_SANDBOX_KEYS = {
  apiKey: 'l7shopsandboxscbapikey00000000000',
  apiSecret: 'shopsandboxscbsecret000000000000',
  billerId: '311040039475101',
  ref3Prefix: 'SCB',
} as const;
