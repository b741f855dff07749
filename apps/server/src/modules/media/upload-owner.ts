import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, newSecureToken } from '../../lib/secure-token';

/** The cookie naming a visitor's uploads before they have an account (a random token, like `sid`). */
export const VISITOR_UPLOAD_COOKIE = 'visitor_uploads';
const COOKIE_DAYS = 7;
// What newSecureToken makes; anything else in the cookie is replaced, never adopted.
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const visitorToken = (request: FastifyRequest): string | null => {
  const token = request.cookies[VISITOR_UPLOAD_COOKIE];
  return token !== undefined && TOKEN.test(token) ? token : null;
};

/**
 * Whose uploads a request may see and use: the signed-in user's, and those this browser sent as
 * a visitor that no account has claimed yet (the visitor's key is the hash of their cookie).
 */
export type UploadOwner = { userId: number | null; visitorKey: string | null };

export const uploadOwnerOf = async (request: FastifyRequest): Promise<UploadOwner> => {
  const session = await request.session();
  const token = visitorToken(request);
  return {
    userId: session.kind === 'active' ? session.user.id : null,
    visitorKey: token ? hashToken(token) : null,
  };
};

/** The visitor's key for an upload, issuing the cookie on their first one and extending it on each. */
export const issueVisitorKey = (request: FastifyRequest, reply: FastifyReply, secure: boolean): string => {
  const token = visitorToken(request) ?? newSecureToken();
  void reply.setCookie(VISITOR_UPLOAD_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: COOKIE_DAYS * 86_400,
  });
  return hashToken(token);
};
