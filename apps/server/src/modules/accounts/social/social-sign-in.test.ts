import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, providerIdentities, users } from '../../../db/tables';
import { insertStudent } from '../../../test/factories';
import { buildListeningTestApp, type ListeningTestApp } from '../../../test/listening-test-app';
import {
  NAMES_AND_EMAIL_FORM,
  armIdentityFault,
  chooseAtProvider,
  navigate,
  newBrowser,
  pressSignInButton,
  signInWith,
  whoIsSignedIn,
  type SocialProvider,
} from './social-sign-in-test-kit';
import { setSettings } from '../../../test/settings';

let t: ListeningTestApp;
beforeAll(async () => {
  // Many sign-ins from one address in a minute: the limits are tested on their own (sign-in-limit tests).
  t = await buildListeningTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000', LOGIN_FAILURES_PER_MINUTE: '1000' });
  // The sandbox makes Google's RSA key on first use, which can outlast the tests' 2 s provider timeout.
  await fetch(`${t.baseUrl}/sandbox/identity/google/oauth2/v3/certs`);
  // The providers give all this form asks; the completion step has its own tests.
  await setSettings(t.db, { register_form: NAMES_AND_EMAIL_FORM });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sandbox.reset();
});

const countUsers = async () => (await t.db.select({ id: users.id }).from(users)).length;

/** Where a refusal lands: the sign-in page, with its code and the way back. */
const expectRefusal = (location: string, code: string, next = '/cart') => {
  const url = new URL(location, t.baseUrl);
  expect(url.pathname).toBe('/login');
  expect(url.searchParams.get('social_error')).toBe(code);
  expect(url.searchParams.get('next')).toBe(next);
};

describe('social sign-in through the identity sandbox', () => {
  it('publishes all three providers in sandbox mode', async () => {
    const settings = await navigate(t, newBrowser(), '/api/setting/site/into/1');
    const socialLogin = (JSON.parse(settings.body) as { data: { social_login: Record<string, string> } }).data
      .social_login;
    expect(Object.keys(socialLogin).sort()).toEqual([
      'facebook_app_id',
      'google_client_id',
      'line_channel_id',
    ]);
  });

  it.each([
    ['line', 'nok'],
    ['google', 'ploy'],
    ['facebook', 'fah'],
  ] as [SocialProvider, string][])(
    'signs a first-time %s user in as a new student and returns to the cart',
    async (provider, user) => {
      const browser = newBrowser();
      const landing = await signInWith(t, browser, provider, user);
      expect(landing.status).toBe(303);
      expect(landing.location).toBe('/cart');
      const me = await whoIsSignedIn(t, browser);
      expect(me?.email).toBe(`${user}.sandbox@example.com`);
      const [identity] = await t.db
        .select()
        .from(providerIdentities)
        .where(eq(providerIdentities.userId, me?.id ?? 0));
      expect(identity).toMatchObject({ provider, subject: `${provider}-${user}-sandbox` });
      const audit = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.actorUserId, me?.id ?? 0));
      expect(audit.map((row) => row.action)).toContain('user.social_sign_in');

      // The second time the same person comes back to the same account, with no new one made.
      const before = await countUsers();
      const again = newBrowser();
      await signInWith(t, again, provider, user);
      expect((await whoIsSignedIn(t, again))?.id).toBe(me?.id);
      expect(await countUsers()).toBe(before);
    },
  );

  it("asks LINE to offer the shop's account as a friend, and keeps whether the person added it at each sign-in", async () => {
    const authorize = await pressSignInButton(t, newBrowser(), 'line');
    expect(authorize.searchParams.get('bot_prompt')).toBe('aggressive');

    const browser = newBrowser();
    await signInWith(t, browser, 'line', 'nok', undefined, true);
    const me = await whoIsSignedIn(t, browser);
    const friendship = async () =>
      (
        await t.db
          .select()
          .from(providerIdentities)
          .where(eq(providerIdentities.userId, me?.id ?? 0))
      )[0]?.isShopFriend;
    expect(await friendship()).toBe(true);
    // Blocked the account since: the sandbox forgets the friendship, and the next sign-in says so.
    await t.sandbox.reset();
    await signInWith(t, newBrowser(), 'line', 'nok');
    expect(await friendship()).toBe(false);
  });

  it('refuses a replayed callback and creates nothing', async () => {
    const browser = newBrowser();
    const authorize = await pressSignInButton(t, browser, 'line');
    const callback = await chooseAtProvider(t, 'line', authorize, { user: 'ploy' });
    await navigate(t, browser, callback.toString());
    const other = newBrowser();
    other.cookies.set('social_sign_in', browser.cookies.get('social_sign_in') ?? '');
    const replay = await navigate(t, other, callback.toString());
    expectRefusal(replay.location, 'SOCIAL_SIGN_IN_STATE_INVALID', '/');
    expect(await whoIsSignedIn(t, other)).toBeNull();
  });

  it('refuses a callback forged in another browser (no binding cookie) and creates nothing', async () => {
    const before = await countUsers();
    const authorize = await pressSignInButton(t, newBrowser(), 'google');
    const callback = await chooseAtProvider(t, 'google', authorize, { user: 'nok' });
    const victim = newBrowser();
    const landing = await navigate(t, victim, callback.toString());
    expectRefusal(landing.location, 'SOCIAL_SIGN_IN_STATE_INVALID', '/');
    expect(await whoIsSignedIn(t, victim)).toBeNull();
    expect(await countUsers()).toBe(before);
  });

  it.each([
    ['wrong_state', 'line', 'SOCIAL_SIGN_IN_STATE_INVALID', '/'],
    ['expired_code', 'line', 'SOCIAL_SIGN_IN_CODE_REJECTED', '/cart'],
    ['bad_signature', 'line', 'SOCIAL_SIGN_IN_TOKEN_INVALID', '/cart'],
    ['bad_signature', 'google', 'SOCIAL_SIGN_IN_TOKEN_INVALID', '/cart'],
    ['other_audience', 'line', 'SOCIAL_SIGN_IN_TOKEN_INVALID', '/cart'],
    ['other_audience', 'google', 'SOCIAL_SIGN_IN_TOKEN_INVALID', '/cart'],
    ['expired_code', 'facebook', 'SOCIAL_SIGN_IN_CODE_REJECTED', '/cart'],
  ] as const)('ends a %s from %s on the sign-in page with %s', async (fault, provider, code, next) => {
    const before = await countUsers();
    await armIdentityFault(t, provider, fault);
    const browser = newBrowser();
    const landing = await signInWith(t, browser, provider, 'ploy');
    expectRefusal(landing.location, code, next);
    expect(await whoIsSignedIn(t, browser)).toBeNull();
    expect(await countUsers()).toBe(before);
  });

  it('ends a refused consent on the sign-in page', async () => {
    const browser = newBrowser();
    const authorize = await pressSignInButton(t, browser, 'facebook');
    const callback = await chooseAtProvider(t, 'facebook', authorize, { refuse: true });
    expectRefusal((await navigate(t, browser, callback.toString())).location, 'SOCIAL_SIGN_IN_REFUSED');
  });

  it('ends a provider that is down on the sign-in page', async () => {
    await t.sandbox.call('POST', '/__control/faults', { route: 'POST /identity/google/token', mode: '500' });
    const landing = await signInWith(t, newBrowser(), 'google', 'nok');
    expectRefusal(landing.location, 'SOCIAL_SIGN_IN_PROVIDER_DOWN');
  });

  it('refuses an id token whose nonce is not the one the shop sent', async () => {
    const browser = newBrowser();
    const authorize = await pressSignInButton(t, browser, 'google');
    authorize.searchParams.set('nonce', 'a-nonce-the-shop-never-sent');
    const callback = await chooseAtProvider(t, 'google', authorize, { user: 'nok' });
    expectRefusal((await navigate(t, browser, callback.toString())).location, 'SOCIAL_SIGN_IN_TOKEN_INVALID');
    expect(await whoIsSignedIn(t, browser)).toBeNull();
  });

  it('refuses an open redirect: a return address on another site becomes the home page', async () => {
    const landing = await signInWith(t, newBrowser(), 'line', 'nok', 'return_to=https%3A%2F%2Fevil.example');
    expect(landing.location).toBe('/');
  });
});

describe('social sign-in and existing accounts', () => {
  it('never signs in to an existing account by a matching e-mail alone (takeover attempt)', async () => {
    const owner = await insertStudent(t.db, { email: 'student@demo.shop', username: 'owner' });
    const attacker = newBrowser();
    const landing = await signInWith(t, attacker, 'google', 'somchai');
    expectRefusal(landing.location, 'SOCIAL_LINK_MAIL_SENT');
    expect(await whoIsSignedIn(t, attacker)).toBeNull();
    expect(
      await t.db.select().from(providerIdentities).where(eq(providerIdentities.userId, owner.id)),
    ).toEqual([]);
  });

  it('refuses a linked account that was disabled, as a password sign-in is', async () => {
    const browser = newBrowser();
    await signInWith(t, browser, 'facebook', 'dao');
    const me = await whoIsSignedIn(t, browser);
    await t.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, me?.id ?? 0));
    const later = newBrowser();
    expectRefusal((await signInWith(t, later, 'facebook', 'dao')).location, 'ACCOUNT_DISABLED');
    expect(await whoIsSignedIn(t, later)).toBeNull();
  });
});
