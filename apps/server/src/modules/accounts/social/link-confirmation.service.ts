import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { hashToken, newSecureToken } from '../../../lib/secure-token';
import { isSocialProvider, type SocialProvider } from '../../../social-providers';
import { recordAudit } from '../../audit/index';
import { enqueueMail, socialLinkMail } from '../../mail/index';
import { getSiteSettings } from '../../settings/index';
import { displayName } from '../password-reset.service';
import { findUserByEmail } from '../password-token.repository';
import {
  countLinkConfirmationsSince,
  deleteOldLinkConfirmations,
  insertLinkConfirmation,
  takeLinkConfirmation,
} from './link-confirmations.repository';
import type { SignInOrigin } from './profile-completion.service';
import { findProviderIdentity, insertProviderIdentity } from './provider-identities.repository';
import type { ProviderProfile } from './provider-profile';
import { recordSocialSignIn } from './social-account.service';

/** Long enough to open a mailbox, short enough that an old mail links nothing. */
const CONFIRMATION_MINUTES = 30;
export const LINK_CONFIRMATION_SECONDS = CONFIRMATION_MINUTES * 60;
/** A provider profile carrying someone's address cannot flood their mailbox: a few mails an hour. */
const MAILS_PER_HOUR = 3;

const PROVIDER_NAMES: Record<SocialProvider, string> = {
  line: 'LINE',
  google: 'Google',
  facebook: 'Facebook',
};

const refuse = (code: string, message: string) => new AppError(code, { message });

/**
 * A provider profile gave (or its buyer typed) an address that has an account: the owner proves
 * they read that mailbox by a link mailed there, which works only in this browser. Answers the
 * browser's token (kept in its `social_link` cookie); nothing is linked or signed in yet.
 */
export const mailLinkConfirmation = async (
  db: Database,
  input: {
    provider: SocialProvider;
    profile: ProviderProfile;
    email: string;
    origin: SignInOrigin;
    publicUrl: string;
    now: Date;
  },
): Promise<string> => {
  const { now, profile } = input;
  const browserToken = newSecureToken();
  const owner = await findUserByEmail(db, input.email);
  if (!owner) return browserToken;
  const { title } = await getSiteSettings(db);
  await db.transaction(async (tx) => {
    if (
      (await countLinkConfirmationsSince(tx, owner.id, new Date(now.getTime() - 3_600_000))) >= MAILS_PER_HOUR
    )
      return;
    await deleteOldLinkConfirmations(tx, new Date(now.getTime() - 2 * 3_600_000));
    const token = newSecureToken();
    await insertLinkConfirmation(tx, {
      tokenHash: hashToken(token),
      userId: owner.id,
      provider: input.provider,
      subject: profile.subject,
      email: profile.email,
      displayName: profile.name,
      isShopFriend: profile.isShopFriend ?? false,
      browserHash: hashToken(browserToken),
      returnTo: input.origin.returnTo,
      visitorId: input.origin.visitorId,
      expiresAt: new Date(now.getTime() + LINK_CONFIRMATION_SECONDS * 1000),
    });
    const link = `${input.publicUrl.replace(/\/+$/, '')}/api/auth/social/confirm-link?token=${encodeURIComponent(token)}`;
    await enqueueMail(
      tx,
      socialLinkMail({
        to: owner.email,
        name: displayName(owner),
        providerName: PROVIDER_NAMES[input.provider],
        profileName: profile.name,
        link,
        shopTitle: title,
        validMinutes: CONFIRMATION_MINUTES,
      }),
      now,
    );
  });
  return browserToken;
};

/**
 * The mailed link, opened: in one transaction the confirmation is used up (only in the browser
 * that signed in), the provider profile linked to the account, and the account signed in to.
 */
export const confirmLinkByMail = async (
  db: Database,
  input: { token: string | undefined; browserToken: string | undefined; now: Date },
) =>
  db.transaction(async (tx) => {
    const row =
      input.token && input.browserToken
        ? await takeLinkConfirmation(
            tx,
            { tokenHash: hashToken(input.token), browserHash: hashToken(input.browserToken) },
            input.now,
          )
        : null;
    if (!row || !isSocialProvider(row.provider))
      throw refuse(
        ErrorCode.SOCIAL_LINK_CONFIRMATION_INVALID,
        'Unknown, used, expired or other-browser link',
      );
    const identity = await findProviderIdentity(tx, row.provider, row.subject);
    if (identity && identity.userId !== row.userId)
      throw refuse(ErrorCode.SOCIAL_IDENTITY_TAKEN, 'This provider profile is linked to another account');
    // Checked before linking: a disabled or instructor-only account links nothing.
    const user = await recordSocialSignIn(tx, row.provider, row.userId, input.now);
    if (!identity) {
      await insertProviderIdentity(tx, {
        provider: row.provider,
        subject: row.subject,
        userId: row.userId,
        email: row.email,
        displayName: row.displayName,
        isShopFriend: row.isShopFriend,
      });
      await recordAudit(tx, {
        actorUserId: row.userId,
        action: 'user.link_provider',
        entityType: 'user',
        entityId: row.userId,
        after: { provider: row.provider, confirmedBy: 'mail' },
      });
    }
    return { user, returnTo: row.returnTo, visitorId: row.visitorId };
  });
