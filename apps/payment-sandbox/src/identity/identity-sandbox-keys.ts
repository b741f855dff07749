/**
 * The client ids and secrets the identity sandbox answers to, and that the shop uses in sandbox
 * mode. They work nowhere else; live ones come from the shop's settings and environment.
 */
export const IDENTITY_SANDBOX_KEYS = {
  line: { clientId: '1650000000', clientSecret: 'line-sandbox-channel-secret-0000000000' },
  google: {
    clientId: 'shop-sandbox.apps.googleusercontent.com',
    clientSecret: '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',
  },
  facebook: { clientId: '100000000000001', clientSecret: 'facebook-sandbox-app-secret-000000' },
} as const;

/** The three providers the identity sandbox plays. */
export type IdentityProvider = keyof typeof IDENTITY_SANDBOX_KEYS;

export const IDENTITY_PROVIDERS: readonly IdentityProvider[] = ['line', 'google', 'facebook'];

export const isIdentityProvider = (value: unknown): value is IdentityProvider =>
  IDENTITY_PROVIDERS.some((provider) => provider === value);

/** The Messaging API channel's access token the sandbox answers to (the shop's LINE Official Account). */
export const LINE_MESSAGING_SANDBOX_TOKEN = 'line-sandbox-messaging-channel-access-token-0000';
