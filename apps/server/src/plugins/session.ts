import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { InferSelectModel } from 'drizzle-orm';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { users } from '../db/tables';
import { AppError } from '../lib/app-error';
import { hashToken, newSecureToken } from '../lib/secure-token';
import { sessionStorePort } from './session-store-port';

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

export type SessionUserRow = InferSelectModel<typeof users>;

/** Who is asking: no session, a session that ended, a disabled account, or a signed-in user. */
export type SessionState =
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'disabled'; user: SessionUserRow }
  | { kind: 'active'; user: SessionUserRow; tokenHash: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Loads the session once per request, only when a route asks. */
    session(): Promise<SessionState>;
  }
  interface FastifyReply {
    startSession(userId: number): Promise<void>;
    endSession(): Promise<void>;
  }
}

const loadSession = async (app: FastifyInstance, request: FastifyRequest): Promise<SessionState> => {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return { kind: 'none' };
  const tokenHash = hashToken(token);
  const row = await sessionStorePort.use().findSessionWithUser(app.db, tokenHash);
  const now = new Date();
  if (!row || row.expiresAt <= now) return { kind: 'expired' };
  if (!row.user.isActive) return { kind: 'disabled', user: row.user };
  // Sliding expiry, written at most once a day per session.
  if (now.getTime() - row.lastSeenAt.getTime() > DAY_MS) {
    await sessionStorePort
      .use()
      .extendSession(app.db, tokenHash, now, new Date(now.getTime() + SESSION_DAYS * DAY_MS));
  }
  return { kind: 'active', user: row.user, tokenHash };
};

/** The signed-in user, or the 401 the specifications use for each kind of absence. */
export const requireUser = async (request: FastifyRequest): Promise<SessionUserRow> => {
  const state = await request.session();
  switch (state.kind) {
    case 'active':
      return state.user;
    case 'disabled':
      throw new AppError(ErrorCode.WHITELIST_USER_DENIED, {
        message: 'This account is not allowed to sign in',
      });
    case 'expired':
      throw new AppError(ErrorCode.PERMISSION_DENIED, { message: 'The session has expired' });
    case 'none':
      throw new AppError(ErrorCode.UNAUTHORIZED, { message: 'Sign in first' });
  }
};

/** The signed-in user, or null for a visitor (or an ended session) on a public page. */
export const optionalUser = async (request: FastifyRequest): Promise<SessionUserRow | null> => {
  const state = await request.session();
  return state.kind === 'active' ? state.user : null;
};

export const requireRole = async (request: FastifyRequest, role: 'student' | 'instructor' | 'admin') => {
  const user = await requireUser(request);
  if (!user.roles.includes(role))
    throw new AppError(ErrorCode.FORBIDDEN, { message: `Needs the ${role} role` });
  return user;
};

/**
 * Cookie sessions: the browser holds a random token in an httpOnly, SameSite=Lax cookie; the
 * database holds its hash. Signing in always issues a new token (no session fixation).
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: { secureCookies: boolean }) => {
    await app.register(cookie);
    const cookieOptions = {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: options.secureCookies,
      path: '/',
    };

    app.decorateRequest('session', function session(this: FastifyRequest) {
      const cached = sessionCache.get(this);
      if (cached) return cached;
      const loading = loadSession(app, this);
      sessionCache.set(this, loading);
      return loading;
    });

    app.decorateReply('startSession', async function startSession(this: FastifyReply, userId: number) {
      const previous = this.request.cookies[SESSION_COOKIE];
      if (previous) await sessionStorePort.use().deleteSession(app.db, hashToken(previous));
      const token = newSecureToken();
      await sessionStorePort.use().insertSession(app.db, {
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS),
        userAgent: this.request.headers['user-agent']?.slice(0, 500) ?? null,
        ip: this.request.ip,
      });
      sessionCache.delete(this.request);
      void this.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_DAYS * 86_400 });
    });

    app.decorateReply('endSession', async function endSession(this: FastifyReply) {
      const token = this.request.cookies[SESSION_COOKIE];
      if (token) await sessionStorePort.use().deleteSession(app.db, hashToken(token));
      sessionCache.delete(this.request);
      void this.clearCookie(SESSION_COOKIE, cookieOptions);
    });
  },
  { name: 'session', dependencies: ['database'] },
);

const sessionCache = new WeakMap<FastifyRequest, Promise<SessionState>>();

/** Whether this request looked at who is asking, so that its answer depends on the viewer. */
export const hasReadSession = (request: FastifyRequest): boolean => sessionCache.has(request);
