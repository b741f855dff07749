/**
 * The GB Prime Pay keys the sandbox knows (public key, secret key and the customer token), and
 * that the shop's adapter uses in sandbox mode. They work nowhere else.
 */
export const GBPRIME_SANDBOX_KEYS = {
  publicKey: 'shopSandboxGbPrimePublicKey000000',
  secretKey: 'shopSandboxGbPrimeSecretKey000000',
  token: 'shopSandboxGbPrimeCustomerToken00000000000000000000000000000000',
} as const;
