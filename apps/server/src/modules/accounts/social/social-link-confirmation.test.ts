import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, outbox, providerIdentities, socialLinkConfirmations, users } from '../../../db/tables';
import { insertStudent } from '../../../test/factories';
import { buildListeningTestApp, type ListeningTestApp } from '../../../test/listening-test-app';
import { setSettings } from '../../../test/settings';
import {
  NAMES_AND_EMAIL_FORM,
  navigate,
  newBrowser,
  readCompletion,
  sendCompletion,
  signInWith,
  whoIsSignedIn,
} from './social-sign-in-test-kit';

let t: ListeningTestApp;
beforeAll(async () => {
  t = await buildListeningTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000', LOGIN_FAILURES_PER_MINUTE: '1000' });
  await fetch(`${t.baseUrl}/sandbox/identity/google/oauth2/v3/certs`);
  await setSettings(t.db, { register_form: NAMES_AND_EMAIL_FORM });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(providerIdentities);
  await t.db.delete(socialLinkConfirmations);
  await t.db.delete(outbox);
  await t.db.delete(users);
});

/** The sandbox's "Somchai Lookalike" gives this address, which the owner's account uses. */
const OWNER_EMAIL = 'student@demo.shop';

/** The mails in the outbox to an address, newest last. */
const mailsTo = async (address: string) =>
  (await t.db.select().from(outbox).orderBy(outbox.id))
    .map((row) => row.payload as { to: string; subject: string; text: string })
    .filter((mail) => mail.to === address);

/** The confirmation link a mail holds, as a path of the shop. */
const linkIn = (text: string) => {
  const found = /https?:\/\/\S+\/api\/auth\/social\/confirm-link\?token=\S+/.exec(text);
  if (!found) throw new Error('no confirmation link in the mail');
  const url = new URL(found[0]);
  return `${url.pathname}${url.search}`;
};

const identitiesOf = (userId: number) =>
  t.db.select().from(providerIdentities).where(eq(providerIdentities.userId, userId));

describe('linking a provider profile to the account whose e-mail it gave, by a mailed link', () => {
  it('mails the owner a link that, opened in the browser that signed in, links the profile, signs in and returns to the cart', async () => {
    const owner = await insertStudent(t.db, { email: OWNER_EMAIL, username: 'owner', firstname: 'Somchai' });
    const browser = newBrowser();
    const landing = await signInWith(t, browser, 'google', 'somchai');
    const page = new URL(landing.location, t.baseUrl);
    expect(page.pathname).toBe('/login');
    expect(page.searchParams.get('social_error')).toBe('SOCIAL_LINK_MAIL_SENT');
    expect(await whoIsSignedIn(t, browser)).toBeNull();
    expect(await identitiesOf(owner.id)).toEqual([]);

    const [mail] = await mailsTo(OWNER_EMAIL);
    expect(mail?.text).toContain('Somchai Lookalike');
    expect(mail?.text).toContain('Google');
    const confirmed = await navigate(t, browser, linkIn(mail?.text ?? ''));
    expect(confirmed.status).toBe(303);
    expect(confirmed.location).toBe('/cart');
    expect((await whoIsSignedIn(t, browser))?.id).toBe(owner.id);
    expect(await identitiesOf(owner.id)).toMatchObject([
      { provider: 'google', subject: 'google-somchai-sandbox' },
    ]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.actorUserId, owner.id));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['user.link_provider', 'user.social_sign_in']),
    );

    // Used once: the same link again links and signs in nothing.
    const again = newBrowser();
    again.cookies = new Map(browser.cookies);
    again.cookies.delete('sid');
    const replay = await navigate(t, again, linkIn(mail?.text ?? ''));
    expect(new URL(replay.location, t.baseUrl).searchParams.get('social_error')).toBe(
      'SOCIAL_LINK_CONFIRMATION_INVALID',
    );
    expect(await whoIsSignedIn(t, again)).toBeNull();

    // From now on the provider signs in to the owner's account directly.
    const later = newBrowser();
    expect((await signInWith(t, later, 'google', 'somchai')).location).toBe('/cart');
    expect((await whoIsSignedIn(t, later))?.id).toBe(owner.id);
  });

  it('links nothing when the owner opens a link an attacker caused, in the owner’s own browser (takeover attempt)', async () => {
    const owner = await insertStudent(t.db, { email: OWNER_EMAIL, username: 'owner' });
    // The attacker made a provider profile with the owner's address and signed in with it.
    const attacker = newBrowser();
    await signInWith(t, attacker, 'google', 'somchai');
    expect(await whoIsSignedIn(t, attacker)).toBeNull();

    // The owner, puzzled, opens the mail in their own browser: nothing is linked, no one signed in.
    const [mail] = await mailsTo(OWNER_EMAIL);
    const ownersBrowser = newBrowser();
    const opened = await navigate(t, ownersBrowser, linkIn(mail?.text ?? ''));
    expect(new URL(opened.location, t.baseUrl).searchParams.get('social_error')).toBe(
      'SOCIAL_LINK_CONFIRMATION_INVALID',
    );
    expect(await whoIsSignedIn(t, ownersBrowser)).toBeNull();
    // The attacker, who never reads the owner's mail, can only guess a token.
    const guessed = await navigate(t, attacker, '/api/auth/social/confirm-link?token=guessed-token');
    expect(guessed.location).toContain('social_error=SOCIAL_LINK_CONFIRMATION_INVALID');
    expect(await whoIsSignedIn(t, attacker)).toBeNull();
    expect(await identitiesOf(owner.id)).toEqual([]);

    // And the next sign-in with that profile still reaches no account.
    const next = newBrowser();
    await signInWith(t, next, 'google', 'somchai');
    expect(await whoIsSignedIn(t, next)).toBeNull();
  });

  it('refuses a link opened after it expired', async () => {
    await insertStudent(t.db, { email: OWNER_EMAIL, username: 'owner' });
    const browser = newBrowser();
    await signInWith(t, browser, 'google', 'somchai');
    await t.db.update(socialLinkConfirmations).set({ expiresAt: new Date(Date.now() - 1000) });
    const [mail] = await mailsTo(OWNER_EMAIL);
    const opened = await navigate(t, browser, linkIn(mail?.text ?? ''));
    expect(opened.location).toContain('social_error=SOCIAL_LINK_CONFIRMATION_INVALID');
    expect(await whoIsSignedIn(t, browser)).toBeNull();
  });

  it('mails at most three links an hour to one account, however often the profile signs in', async () => {
    await insertStudent(t.db, { email: OWNER_EMAIL, username: 'owner' });
    for (let round = 0; round < 5; round += 1) await signInWith(t, newBrowser(), 'google', 'somchai');
    expect(await mailsTo(OWNER_EMAIL)).toHaveLength(3);
  });

  it('links the profile whose buyer typed an address with an account in the completion step, once they confirm by mail', async () => {
    await setSettings(t.db, { register_form: NAMES_AND_EMAIL_FORM });
    const owner = await insertStudent(t.db, { email: 'mali@example.com', username: 'mali' });
    const browser = newBrowser();
    await signInWith(t, browser, 'line', 'noemail');
    expect((await readCompletion(t, browser)).body).toMatchObject({ data: { fields: ['email'] } });
    const answer = await sendCompletion(t, browser, { email: 'mali@example.com' });
    expect(answer.body).toMatchObject({ data: { outcome: 'link-mailed' } });
    const [mail] = await mailsTo('mali@example.com');
    const confirmed = await navigate(t, browser, linkIn(mail?.text ?? ''));
    expect(confirmed.location).toBe('/cart');
    expect((await whoIsSignedIn(t, browser))?.id).toBe(owner.id);
    expect(await identitiesOf(owner.id)).toMatchObject([
      { provider: 'line', subject: 'line-noemail-sandbox' },
    ]);
  });
});
