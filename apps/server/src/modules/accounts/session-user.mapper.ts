import type { SessionUser } from '@shop/contract/auth/session-user';
import type { SessionUserRow } from '../../plugins/session';

const KNOWN_ROLES = new Set(['student', 'instructor', 'admin']);

export const toSessionUser = (user: SessionUserRow): SessionUser => ({
  id: user.id,
  username: user.username,
  email: user.email,
  firstname: user.firstname,
  lastname: user.lastname,
  roles: user.roles.filter((role): role is SessionUser['roles'][number] => KNOWN_ROLES.has(role)),
  is_member: user.isMember,
  user_group_id: user.userGroupId,
  display_image_url: user.displayImageUrl,
});
