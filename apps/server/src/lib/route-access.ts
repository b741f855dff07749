import type { FastifyRequest } from 'fastify';
import type { RouteAccess } from '@shop/contract/http/define-route';
import { requireRole, requireUser } from '../plugins/session';

/** Whether a route's path (its pattern, not a request's address) is in the back office's API. */
export const isAdminRoutePath = (path: string): boolean =>
  path === '/api/admin' || path.startsWith('/api/admin/');

/** Whether a route's path is in the tree of routes that answer only a signed-in user. */
export const isPrivateRoutePath = (path: string): boolean => path.startsWith('/private/');

/** The shop's API trees: every route in them says who may call it, so none is public by omission. */
const DECLARING_TREES = ['/api/', '/private/', '/public/'];

/**
 * Why a route's declared access does not fit its path, or null when it does. Checked as each route
 * is registered, so a back-office route that forgets the administrator stops the start.
 */
export const accessMismatch = (path: string, access: RouteAccess | undefined): string | null => {
  if (isAdminRoutePath(path) && access !== 'admin') {
    return `a back-office route must be for administrators only (access: 'admin'), not ${access ?? 'undeclared'}`;
  }
  if (isPrivateRoutePath(path) && access !== 'signed-in' && access !== 'admin') {
    return `a /private/ route must need a session (access: 'signed-in'), not ${access ?? 'undeclared'}`;
  }
  if (access === undefined && DECLARING_TREES.some((tree) => path.startsWith(tree))) {
    return "an API route must declare who may call it (config.access, or the contract route's access)";
  }
  return null;
};

/** Refuses the request unless its caller may call a route of this access (the three 401s, or 403). */
export const requireAccess = async (request: FastifyRequest, access: RouteAccess): Promise<void> => {
  switch (access) {
    case 'public':
      return;
    case 'signed-in':
      await requireUser(request);
      return;
    case 'admin':
      await requireRole(request, 'admin');
      return;
  }
};
