/**
 * The Pay Solutions merchant the sandbox knows, and that the shop's adapter uses in sandbox mode.
 * The inquiry API takes the merchant id's last five digits; these keys work nowhere else.
 */
export const PAYSOLUTIONS_SANDBOX_KEYS = {
  merchantId: '10012345',
  secretKey: 'shopSandboxPaySolutionsSecretKey',
  apiKey: 'shopSandboxPaySolutionsApiKey000',
} as const;
