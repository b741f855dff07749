import type { SessionUser } from '@shop/contract/auth/session-user';
import { visitorId } from '../../../lib/visitor-id';

/** Whose cart: a signed-in user's (by session), or this browser's visitor cart. */
export type CartOwner = { kind: 'user'; userId: number } | { kind: 'visitor'; visitorId: string };

export const cartOwnerOf = (user: SessionUser | null | undefined): CartOwner =>
  user ? { kind: 'user', userId: user.id } : { kind: 'visitor', visitorId: visitorId() };

/** The body field that names a visitor's cart; a signed-in user's cart needs none. */
export const ownerFields = (owner: CartOwner) =>
  owner.kind === 'visitor' ? { generate_id: owner.visitorId } : {};

export const cartKey = (owner: CartOwner) =>
  ['cart', owner.kind === 'user' ? `user:${String(owner.userId)}` : `visitor:${owner.visitorId}`] as const;
