import type { IdentityProvider } from './identity-sandbox-keys';
import type { IdentityTestUser } from './identity-test-users';

/** The refusals the control API can arm for a provider's next sign-in. */
export const IDENTITY_FAULTS = ['expired_code', 'wrong_state', 'bad_signature', 'other_audience'] as const;
export type IdentityFault = (typeof IDENTITY_FAULTS)[number];

/** A code the authorize page handed out, waiting for the token exchange. */
export type AuthorizationCode = {
  provider: IdentityProvider;
  user: IdentityTestUser;
  clientId: string;
  redirectUri: string;
  nonce: string | null;
  codeChallenge: string | null;
  expiresAt: number;
  isUsed: boolean;
  /** Armed at authorize time: the id token of this code is signed with the wrong key, or for another client. */
  tokenFault: 'bad_signature' | 'other_audience' | null;
};

/** Codes, access tokens and armed refusals of one sandbox instance. */
export const createIdentityStore = () => {
  const codes = new Map<string, AuthorizationCode>();
  const accessTokens = new Map<string, { provider: IdentityProvider; user: IdentityTestUser }>();
  const nextFaults = new Map<IdentityProvider, IdentityFault>();
  return {
    codes,
    accessTokens,
    arm: (provider: IdentityProvider, fault: IdentityFault) => nextFaults.set(provider, fault),
    /** The fault armed for this provider's next authorization, used up by reading it. */
    takeFault: (provider: IdentityProvider): IdentityFault | null => {
      const fault = nextFaults.get(provider) ?? null;
      nextFaults.delete(provider);
      return fault;
    },
    armed: () => Object.fromEntries(nextFaults),
    reset: () => {
      codes.clear();
      accessTokens.clear();
      nextFaults.clear();
    },
  };
};

export type IdentityStore = ReturnType<typeof createIdentityStore>;
