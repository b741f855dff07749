/**
 * The keys the Omise sandbox answers to, and that the shop's Omise adapter uses in sandbox mode.
 * They look like Omise test keys and work nowhere else; live keys come from the environment.
 */
export const OMISE_SANDBOX_KEYS = {
  publicKey: 'pkey_test_5shopsandbox0000000000',
  secretKey: 'skey_test_5shopsandbox0000000000',
  /** Omise gives webhook secrets base64-encoded; the HMAC key is the decoded bytes. */
  webhookSecret: Buffer.from('course-shop omise sandbox webhook secret').toString('base64'),
} as const;
