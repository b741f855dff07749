import type { App } from '../app';
import { TEST_PASSWORD } from './factories';

/** Signs in through the API and returns the Cookie header value for later requests. */
export const signIn = async (app: App, username: string, password = TEST_PASSWORD): Promise<string> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((item) => item.name === 'sid');
  if (!cookie) throw new Error('sign-in set no session cookie');
  return `sid=${cookie.value}`;
};
