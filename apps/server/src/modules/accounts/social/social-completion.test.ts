import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customLabelAnswers, customLabels, providerIdentities, users } from '../../../db/tables';
import { insertStudent } from '../../../test/factories';
import { buildListeningTestApp, type ListeningTestApp } from '../../../test/listening-test-app';
import { resetSettings } from '../../../test/settings';
import {
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
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // The default form: first and last name, e-mail and phone required.
  await resetSettings(t.db);
  // Each test meets the sandbox's people for the first time.
  await t.db.delete(providerIdentities);
  await t.db.delete(customLabels);
});

const countUsers = async () => (await t.db.select({ id: users.id }).from(users)).length;

const completionPage = (location: string) => {
  const url = new URL(location, t.baseUrl);
  return { path: url.pathname, next: url.searchParams.get('next') };
};

describe('completing a first social sign-in with what the form requires', () => {
  it('asks a LINE profile without an e-mail only for the e-mail and phone, then signs the new student in and returns to the cart', async () => {
    const before = await countUsers();
    const browser = newBrowser();
    const landing = await signInWith(t, browser, 'line', 'noemail');
    expect(landing.status).toBe(303);
    expect(completionPage(landing.location)).toEqual({ path: '/login/complete', next: '/cart' });
    // Nothing exists until the buyer answers.
    expect(await countUsers()).toBe(before);
    expect(await whoIsSignedIn(t, browser)).toBeNull();

    const completion = await readCompletion(t, browser);
    expect(completion.body).toMatchObject({
      data: { provider: 'line', display_name: 'Mali No-Email', email: null, return_to: '/cart' },
    });
    expect((completion.body.data as { fields: string[] }).fields.sort()).toEqual(['email', 'tel']);

    const done = await sendCompletion(t, browser, { email: 'mali@example.com', tel: '0812345678' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, data: { outcome: 'signed-in', return_to: '/cart' } });
    const me = await whoIsSignedIn(t, browser);
    expect(me?.email).toBe('mali@example.com');
    const [student] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, me?.id ?? 0));
    expect(student).toMatchObject({
      firstname: 'Mali',
      lastname: 'No-Email',
      tel: '0812345678',
      isMember: true,
      passwordHash: null,
      createdBy: 'social:line',
    });
    const [identity] = await t.db
      .select()
      .from(providerIdentities)
      .where(eq(providerIdentities.userId, me?.id ?? 0));
    expect(identity).toMatchObject({ provider: 'line', subject: 'line-noemail-sandbox' });

    // The same LINE profile later signs straight in, with nothing asked.
    const later = newBrowser();
    expect((await signInWith(t, later, 'line', 'noemail')).location).toBe('/cart');
    expect((await whoIsSignedIn(t, later))?.id).toBe(me?.id);
  });

  it('asks a Google profile that gave its e-mail only for the phone, and keeps the e-mail the provider gave', async () => {
    const browser = newBrowser();
    await signInWith(t, browser, 'google', 'ploy');
    expect((await readCompletion(t, browser)).body).toMatchObject({
      data: { email: 'ploy.sandbox@example.com', fields: ['tel'] },
    });
    await sendCompletion(t, browser, { tel: '0898765432', email: 'someone-else@example.com' });
    expect((await whoIsSignedIn(t, browser))?.email).toBe('ploy.sandbox@example.com');
  });

  it('asks for a required custom field and stores its answer', async () => {
    const [label] = await t.db
      .insert(customLabels)
      .values({ label: 'อาชีพ', labelEn: 'Occupation', typeLabel: 'inputtext', required: true })
      .returning();
    const id = String(label?.id);
    const browser = newBrowser();
    await signInWith(t, browser, 'facebook', 'fah');
    expect((await readCompletion(t, browser)).body).toMatchObject({
      data: { fields: ['tel', `customLabel.${id}`] },
    });
    const done = await sendCompletion(t, browser, { tel: '0812345678', customLabel: { [id]: 'Teacher' } });
    expect(done.status).toBe(200);
    const me = await whoIsSignedIn(t, browser);
    const answers = await t.db
      .select()
      .from(customLabelAnswers)
      .where(eq(customLabelAnswers.userId, me?.id ?? 0));
    expect(answers.map((answer) => answer.value)).toEqual(['Teacher']);
  });

  it('keeps the step open while the answers are refused, listing each field still wrong', async () => {
    const before = await countUsers();
    const browser = newBrowser();
    await signInWith(t, browser, 'line', 'noemail');
    const refused = await sendCompletion(t, browser, { email: 'not-an-address', tel: '' });
    expect(refused.status).toBe(400);
    const params = (refused.body.error as { params: { param: string }[] }).params.map((item) => item.param);
    expect(params.sort()).toEqual(['email', 'tel']);
    expect(await countUsers()).toBe(before);
    expect((await sendCompletion(t, browser, { email: 'mali2@example.com', tel: '0812345678' })).status).toBe(
      200,
    );
  });

  it('refuses the step in a browser that did not sign in, and a second submit, creating one account', async () => {
    const browser = newBrowser();
    await signInWith(t, browser, 'line', 'noemail');
    const stranger = await sendCompletion(t, newBrowser(), { email: 'x@example.com', tel: '0812345678' });
    expect(stranger.body).toMatchObject({ error: { code: 'SOCIAL_COMPLETION_INVALID' } });

    const answers = { email: 'mali3@example.com', tel: '0812345678' };
    const copy = newBrowser();
    copy.cookies = new Map(browser.cookies);
    const [first, second] = await Promise.all([
      sendCompletion(t, browser, answers),
      sendCompletion(t, copy, answers),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect(await t.db.select().from(users).where(eq(users.email, 'mali3@example.com'))).toHaveLength(1);
  });

  it('never signs in to an existing account whose e-mail the buyer typed: its owner is mailed a link', async () => {
    const before = await countUsers();
    await insertStudent(t.db, { email: 'taken@example.com', username: 'taken' });
    const browser = newBrowser();
    await signInWith(t, browser, 'line', 'noemail');
    const answer = await sendCompletion(t, browser, { email: 'taken@example.com', tel: '0812345678' });
    expect(answer.body).toEqual({ success: true, data: { outcome: 'link-mailed', return_to: '/cart' } });
    expect(await whoIsSignedIn(t, browser)).toBeNull();
    expect(await countUsers()).toBe(before + 1);
    expect(await t.db.select().from(providerIdentities)).toEqual([]);
  });
});
