import type { Queryable } from '../../../db/database';
import type { SocialProvider } from '../../../social-providers';
import { recordAudit } from '../../audit/index';
import { insertProviderIdentity } from './provider-identities.repository';
import type { ProviderProfile } from './provider-profile';

/**
 * Links a provider's profile to an account and records who did it, inside the caller's
 * transaction: when a first sign-in creates the student, and when a student links a provider.
 */
export const linkProviderProfile = async (
  tx: Queryable,
  link: {
    provider: SocialProvider;
    profile: ProviderProfile;
    userId: number;
    action: 'user.link_provider' | 'user.create_by_social_sign_in';
  },
) => {
  const { provider, profile, userId } = link;
  await insertProviderIdentity(tx, {
    provider,
    subject: profile.subject,
    userId,
    email: profile.email,
    displayName: profile.name,
    isShopFriend: profile.isShopFriend ?? false,
  });
  await recordAudit(tx, {
    actorUserId: userId,
    action: link.action,
    entityType: 'user',
    entityId: userId,
    after: { provider },
  });
};
