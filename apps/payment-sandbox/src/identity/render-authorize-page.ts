import { escapeHtml } from '../lib/escape-html';
import { htmlPage } from '../lib/html-page';
import { IDENTITY_TEST_USERS } from './identity-test-users';

const PROVIDER_NAMES = { line: 'LINE', google: 'Google', facebook: 'Facebook' } as const;

const hidden = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/**
 * The provider's consent page: pick a test user (what that person shares is shown) or refuse.
 * Plain forms, no script, so it works under the shop's CSP.
 */
export const renderAuthorizePage = (
  provider: keyof typeof PROVIDER_NAMES,
  decideUrl: string,
  params: Record<string, string>,
): string => {
  const name = PROVIDER_NAMES[provider];
  // LINE's bot_prompt: the consent page offers the shop's LINE Official Account as a friend.
  const friendOffer = params.bot_prompt
    ? `<label><input type="checkbox" name="add_friend" value="true" checked> Add the shop's LINE Official Account as a friend</label>`
    : '';
  const users = IDENTITY_TEST_USERS.map(
    (user) => `<form method="post" action="${escapeHtml(decideUrl)}">${hidden({ ...params, user: user.key })}
${friendOffer}<button class="primary" type="submit">${escapeHtml(`Continue as ${user.name}`)}</button>
<small>${escapeHtml(user.email ?? 'no e-mail shared')}</small></form>`,
  ).join('\n');
  return htmlPage(
    `${name} sign-in (sandbox)`,
    `<h1>${escapeHtml(`Sign in with ${name}`)}</h1>
<p>${escapeHtml(`The shop asks for your ${name} profile.`)}</p>
<div class="actions">${users}</div>
<form method="post" action="${escapeHtml(decideUrl)}">${hidden({ ...params, refuse: 'true' })}
<div class="actions"><button type="submit">Cancel (refuse)</button></div></form>`,
  );
};
