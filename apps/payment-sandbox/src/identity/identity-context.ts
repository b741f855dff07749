import { generateKeyPair, exportJWK, type CryptoKey, type JWK } from 'jose';
import type { SandboxSettings } from '../sandbox-provider';
import type { IdentityProvider } from './identity-sandbox-keys';
import type { IdentityStore } from './identity-store';
import type { LineMessagingStore } from './line-messaging-store';

/** Google's signing key pair; a second pair signs the "bad signature" tokens. */
export type GoogleKeys = {
  privateKey: CryptoKey;
  publicJwk: JWK;
  kid: string;
  strangerKey: CryptoKey;
};

export type IdentityContext = {
  store: IdentityStore;
  /** The shop's LINE Official Account: friends, received messages, quota. */
  line: LineMessagingStore;
  settings: SandboxSettings;
  googleKeys: () => Promise<GoogleKeys>;
  now: () => number;
};

/** The issuer of a provider's id tokens: the sandbox's own address for that provider. */
export const issuerOf = (settings: SandboxSettings, provider: IdentityProvider): string =>
  `${settings.publicBaseUrl}/identity/${provider}`;

const makeGoogleKeys = async (): Promise<GoogleKeys> => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256');
  const kid = `sandbox-${String(Date.now())}`;
  return {
    privateKey: pair.privateKey,
    publicJwk: { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' },
    kid,
    strangerKey: stranger.privateKey,
  };
};

let processKeys: Promise<GoogleKeys> | null = null;

/**
 * One RS256 pair per process, made on first use: making one takes a noticeable moment on a busy
 * machine (long enough to time out a token request), and a key holds no sign-in state, so the
 * sandboxes of one process (tests) may share it.
 */
export const googleKeysOfProcess = (): Promise<GoogleKeys> => (processKeys ??= makeGoogleKeys());
