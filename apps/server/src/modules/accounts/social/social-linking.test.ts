import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerIdentities } from '../../../db/tables';
import { insertStudent, TEST_PASSWORD } from '../../../test/factories';
import { buildListeningTestApp, type ListeningTestApp } from '../../../test/listening-test-app';
import {
  NAMES_AND_EMAIL_FORM,
  navigate,
  newBrowser,
  signInWith,
  whoIsSignedIn,
  type Browser,
} from './social-sign-in-test-kit';
import { setSettings } from '../../../test/settings';

let t: ListeningTestApp;
beforeAll(async () => {
  t = await buildListeningTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000', LOGIN_FAILURES_PER_MINUTE: '1000' });
  // The sandbox makes Google's RSA key on first use, which can outlast the tests' 2 s provider timeout.
  await fetch(`${t.baseUrl}/sandbox/identity/google/oauth2/v3/certs`);
  // The providers give all this form asks; the completion step has its own tests.
  await setSettings(t.db, { register_form: NAMES_AND_EMAIL_FORM });
});
afterAll(async () => {
  await t.close();
});

const signInWithPassword = async (browser: Browser, username: string) => {
  const answer = await navigate(t, browser, '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: TEST_PASSWORD }),
  });
  expect(answer.status).toBe(200);
};

const signInMethods = async (browser: Browser) =>
  JSON.parse((await navigate(t, browser, '/private/myaccount/sign-in-methods')).body) as {
    data: { identities: { provider: string }[]; has_password: boolean };
  };

const unlink = (browser: Browser, provider: string) =>
  navigate(t, browser, `/private/myaccount/sign-in-methods/${provider}`, { method: 'DELETE' });

describe('linking and unlinking sign-in providers', () => {
  it('lets the owner of an e-mail link the provider after signing in, and then sign in with it', async () => {
    const owner = await insertStudent(t.db, { email: 'student@demo.shop', username: 'owner' });
    // Not signed in first: the provider's e-mail alone proves nothing (a link is mailed instead).
    const attempt = await signInWith(t, newBrowser(), 'google', 'somchai');
    expect(attempt.location).toContain('social_error=SOCIAL_LINK_MAIL_SENT');

    const browser = newBrowser();
    await signInWithPassword(browser, 'owner');
    const linked = await signInWith(t, browser, 'google', 'somchai', 'return_to=%2Fprofile&link=1');
    expect(linked.location).toBe('/profile');
    expect((await signInMethods(browser)).data.identities.map((identity) => identity.provider)).toEqual([
      'google',
    ]);

    const later = newBrowser();
    await signInWith(t, later, 'google', 'somchai');
    expect((await whoIsSignedIn(t, later))?.id).toBe(owner.id);
  });

  it('refuses to link a provider profile that another account holds', async () => {
    await signInWith(t, newBrowser(), 'line', 'fah');
    await insertStudent(t.db, { email: 'second@example.com', username: 'second' });
    const browser = newBrowser();
    await signInWithPassword(browser, 'second');
    const linked = await signInWith(t, browser, 'line', 'fah', 'return_to=%2Fprofile&link=1');
    expect(linked.location).toContain('social_error=SOCIAL_IDENTITY_TAKEN');
    expect((await signInMethods(browser)).data.identities).toEqual([]);
  });

  it('never unlinks the last way to sign in, and unlinks when a password remains', async () => {
    const socialOnly = newBrowser();
    await signInWith(t, socialOnly, 'facebook', 'ploy');
    const refused = await unlink(socialOnly, 'facebook');
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'LAST_SIGN_IN_METHOD' } });
    expect((await signInMethods(socialOnly)).data.identities).toHaveLength(1);

    const student = await insertStudent(t.db, { email: 'third@example.com', username: 'third' });
    const browser = newBrowser();
    await signInWithPassword(browser, 'third');
    await signInWith(t, browser, 'facebook', 'dao', 'return_to=%2Fprofile&link=1');
    const unlinked = await unlink(browser, 'facebook');
    expect(unlinked.status).toBe(200);
    expect(
      await t.db.select().from(providerIdentities).where(eq(providerIdentities.userId, student.id)),
    ).toEqual([]);
  });
});
