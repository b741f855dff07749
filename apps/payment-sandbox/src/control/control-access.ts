import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ControlError } from './control-error';

/** The header a test sends with the control secret. */
export const CONTROL_SECRET_HEADER = 'x-sandbox-control';

/**
 * Who may use the control API (force outcomes, forge notifications, arm faults, list what the shop
 * sent): a caller with the secret, or, when the shop mounts the sandbox, its signed-in administrator.
 */
export type ControlAccess = {
  secret: string;
  isAdministrator?: (request: FastifyRequest) => Promise<boolean>;
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared in constant time, over digests so that the length of the secret leaks nothing either. */
const holdsSecret = (sent: string | string[] | undefined, secret: string): boolean =>
  typeof sent === 'string' && timingSafeEqual(digest(sent), digest(secret));

/** The control API's gate, run before a request's body is read. */
export const checkControlAccess = (access: ControlAccess) => async (request: FastifyRequest) => {
  if (holdsSecret(request.headers[CONTROL_SECRET_HEADER], access.secret)) return;
  if (access.isAdministrator && (await access.isAdministrator(request))) return;
  throw new ControlError(
    403,
    `the sandbox's control API needs the ${CONTROL_SECRET_HEADER} header (SANDBOX_CONTROL_SECRET) or a signed-in administrator`,
  );
};
