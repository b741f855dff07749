import { expect } from 'vitest';
import { registerFormSchema } from '@shop/contract/settings/site-settings';
import type { ListeningTestApp } from '../../../test/listening-test-app';

/** The cookies a browser keeps for the shop, as a Cookie header. */
export type Browser = { cookies: Map<string, string> };

export const newBrowser = (): Browser => ({ cookies: new Map() });

const cookieHeader = (browser: Browser) =>
  [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

const keepCookies = (browser: Browser, response: Response) => {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const [name = '', ...value] = pair.split('=');
    browser.cookies.set(name.trim(), value.join('='));
  }
};

/** One browser navigation, redirects not followed. */
export const navigate = async (
  t: ListeningTestApp,
  browser: Browser,
  url: string,
  init: RequestInit = {},
) => {
  const response = await fetch(new URL(url, t.baseUrl), {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string> | undefined), cookie: cookieHeader(browser) },
  });
  keepCookies(browser, response);
  return {
    status: response.status,
    location: response.headers.get('location') ?? '',
    body: await response.text(),
  };
};

export type SocialProvider = 'line' | 'google' | 'facebook';

/** Presses the shop's button: the start route, which sends the browser to the provider's consent page. */
export const pressSignInButton = async (
  t: ListeningTestApp,
  browser: Browser,
  provider: SocialProvider,
  query = 'return_to=%2Fcart',
) => {
  const start = await navigate(t, browser, `/api/auth/social/${provider}?${query}`);
  expect(start.status).toBe(303);
  return new URL(start.location);
};

/** On the provider's consent page, picks a test user (or refuses); answers the callback address. */
export const chooseAtProvider = async (
  t: ListeningTestApp,
  provider: SocialProvider,
  authorize: URL,
  choice: { user: string; addsShopAsFriend?: boolean } | { refuse: true },
) => {
  const page = await fetch(authorize);
  expect(page.status).toBe(200);
  const form = new URLSearchParams(authorize.searchParams);
  if ('user' in choice) form.set('user', choice.user);
  else form.set('refuse', 'true');
  // LINE's consent page offers the shop's account as a friend (checked) when the shop asks.
  if ('user' in choice && choice.addsShopAsFriend) form.set('add_friend', 'true');
  const decided = await fetch(`${t.baseUrl}/sandbox/identity/${provider}/decide`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(decided.status).toBe(302);
  return new URL(decided.headers.get('location') ?? '');
};

/** The whole round trip; answers where the shop finally sends the browser. */
export const signInWith = async (
  t: ListeningTestApp,
  browser: Browser,
  provider: SocialProvider,
  user: string,
  query?: string,
  addsShopAsFriend = false,
) => {
  const authorize = await pressSignInButton(t, browser, provider, query);
  const callback = await chooseAtProvider(t, provider, authorize, { user, addsShopAsFriend });
  return navigate(t, browser, callback.toString());
};

/** Who the shop says is signed in, in this browser. */
export const whoIsSignedIn = async (t: ListeningTestApp, browser: Browser) => {
  const me = await navigate(t, browser, '/api/auth/me');
  return (JSON.parse(me.body) as { data: { id: number; email: string; username: string } | null }).data;
};

/** Arms a refusal for the provider's next sign-in in the identity sandbox. */
export const armIdentityFault = (
  t: ListeningTestApp,
  provider: SocialProvider,
  fault: 'expired_code' | 'wrong_state' | 'bad_signature' | 'other_audience',
) => t.sandbox.call('POST', '/__control/identity/next-fault', { provider, fault });

/** A registration form asking only the names and e-mail, which the three providers give: no completion step. */
export const NAMES_AND_EMAIL_FORM = registerFormSchema.parse({
  tel: { is_enable: true, is_require: false },
});

/** The completion step this browser is in, as its page asks for it. */
export const readCompletion = async (t: ListeningTestApp, browser: Browser) => {
  const answer = await navigate(t, browser, '/api/auth/social/completion');
  return { status: answer.status, body: JSON.parse(answer.body) as Record<string, unknown> };
};

/** Sends the completion page's answers. */
export const sendCompletion = async (
  t: ListeningTestApp,
  browser: Browser,
  answers: Record<string, unknown>,
) => {
  const answer = await navigate(t, browser, '/api/auth/social/completion', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(answers),
  });
  return { status: answer.status, body: JSON.parse(answer.body) as Record<string, unknown> };
};
