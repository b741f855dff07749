import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ScbContext } from './scb-context';
import { ScbCode, ScbError, invalidParameter } from './scb-envelope';
import { SCB_SANDBOX_KEYS } from './scb-sandbox-keys';

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

const unauthorized = (message: string) => new ScbError(401, ScbCode.UNAUTHORIZED, message);

/**
 * The headers SCB wants on every call: `resourceOwnerId` (the API key) and a `requestUId`. Header
 * names ignore case, but other names (one public client sent `requestUid` as `request-uid`) are
 * missing headers, refused as SCB would.
 */
const requireScbHeaders = (request: FastifyRequest) => {
  if (header(request, 'resourceownerid') !== SCB_SANDBOX_KEYS.apiKey)
    throw unauthorized('resourceOwnerId must be the API key');
  const uid = header(request, 'requestuid');
  if (!/^[A-Za-z0-9-]{1,64}$/.test(uid)) throw invalidParameter('requestUId is required');
};

/** `POST /v1/oauth/token`: a bearer token for the app's key and secret, ending after the TTL. */
export const issueScbToken = (context: ScbContext, request: FastifyRequest) => {
  requireScbHeaders(request);
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (
    body.applicationKey !== SCB_SANDBOX_KEYS.apiKey ||
    body.applicationSecret !== SCB_SANDBOX_KEYS.apiSecret
  )
    throw unauthorized('Invalid applicationKey or applicationSecret');
  const accessToken = randomUUID();
  const now = context.now().getTime();
  const ttl = context.store.tokenTtlSeconds;
  context.store.tokens.set(accessToken, now + ttl * 1000);
  return {
    accessToken,
    tokenType: 'Bearer',
    expiresIn: ttl,
    expiresAt: Math.floor(now / 1000) + ttl,
  };
};

/** Every other call: SCB's headers and a bearer token that exists and has not ended. */
export const requireScbToken = (context: ScbContext, request: FastifyRequest) => {
  requireScbHeaders(request);
  const token = /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization'))?.[1];
  const endsAt = token ? context.store.tokens.get(token) : undefined;
  if (endsAt === undefined) throw unauthorized('Invalid access token');
  if (endsAt <= context.now().getTime()) throw unauthorized('Access token expired');
};
