import type { BrowserContext } from '@playwright/test';

type Label = { id: number; type_label: string; required: boolean; item_list: string[] };

const read = async <T>(url: string): Promise<T> => ((await (await fetch(url)).json()) as { data: T }).data;

/** Answers to the shop's required registration fields: the first option, or a word. */
const requiredAnswers = (labels: readonly Label[]) =>
  Object.fromEntries(
    labels
      .filter((label) => label.required)
      .map((label) => {
        const first = label.item_list[0] ?? 'ทดสอบ';
        const isMany = label.type_label === 'multiple' || label.type_label === 'checkbox';
        return [String(label.id), label.type_label === 'inputtext' ? 'ทดสอบ' : isMany ? [first] : first];
      }),
  );

/** A student of their own for one journey, registered through the API, with their calls. */
export const registerStudent = async (baseURL: string) => {
  const tag = crypto.randomUUID().replaceAll('-', '').slice(0, 12);
  const [labels, groups] = await Promise.all([
    read<Label[]>(`${baseURL}/public/customlabel`),
    read<{ id: number }[]>(`${baseURL}/api/user/group`),
  ]);
  const response = await fetch(`${baseURL}/public/students/course-detail-page`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstname: 'มานี',
      lastname: 'มีบัญชี',
      email: `manee.${tag}@example.com`,
      tel: '0811111111',
      username: `manee_${tag}`,
      password: 'manee-pass1',
      confirm_password: 'manee-pass1',
      user_group_id: groups[0]?.id ?? null,
      customLabel: requiredAnswers(labels),
    }),
  });
  if (!response.ok)
    throw new Error(`registration failed: ${String(response.status)} ${await response.text()}`);
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${baseURL}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? null : JSON.stringify(body),
    });
    return { status: answer.status, json: (await answer.json()) as Record<string, unknown> };
  };
  return { cookie, call };
};

/** Signs the browser in with a session made through the API (its Cookie header value). */
export const useSession = async (context: BrowserContext, baseURL: string, cookie: string) => {
  const [name = '', value = ''] = cookie.split('=');
  await context.addCookies([{ name, value, url: baseURL }]);
};
