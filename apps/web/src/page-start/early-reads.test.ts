import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logoutRoute } from '@shop/contract/auth/login';
import { getCurrentUser } from '../features/auth/api/current-user';
import { listMyCourses } from '../features/learning/api/list-my-courses';
import { api } from '../lib/api-client';
import { forgetEarlyReads, startPage } from './early-reads';

const STUDENT = {
  id: 3,
  username: 'student',
  email: 'student@example.com',
  firstname: 'Somchai',
  lastname: 'Jaidee',
  roles: ['student'],
  is_member: false,
  user_group_id: null,
  display_image_url: null,
};

/** The shop's API as the browser meets it: each address answers, and every request is counted. */
const shopAnswering = (session: typeof STUDENT | null, { sessionAfterMs = 0 } = {}) => {
  const asked: string[] = [];
  const answers: Record<string, unknown> = {
    '/api/auth/me': { success: true, data: session },
    '/api/auth/logout': { success: true },
    '/private/my-courses': { success: true, data: [] },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      asked.push(input);
      const body = answers[input] ?? { success: true, data: null };
      const delay = input === '/api/auth/me' ? sessionAfterMs : 0;
      return new Promise((resolve) => setTimeout(() => resolve(Response.json(body)), delay));
    }),
  );
  return { timesAsked: (url: string) => asked.filter((address) => address === url).length, asked };
};

/** Lets the answers of the reads started early arrive, and the reads they lead to start. */
const answersArrive = () => new Promise((resolve) => setTimeout(resolve, 20));

/** My courses opened by this reader (or a visitor), its early reads answered. */
const myCoursesOpenedBy = async (session: typeof STUDENT | null) => {
  const shop = shopAnswering(session);
  startPage({ pathname: '/myaccount/student/course', search: '' });
  await answersArrive();
  return shop;
};

describe("a page's reads started by the shop's entry", () => {
  let clock: { mockReturnValue: (ms: number) => unknown };
  beforeEach(() => {
    clock = vi.spyOn(performance, 'now').mockReturnValue(1_000);
  });
  afterEach(() => {
    forgetEarlyReads();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("answers the page's first call from the read started early, and asks the server again for the next", async () => {
    const shop = await myCoursesOpenedBy(STUDENT);
    expect(shop.timesAsked('/private/my-courses')).toBe(1);

    expect(await getCurrentUser()).toMatchObject({ id: 3, username: 'student' });
    expect(await listMyCourses()).toEqual([]);
    expect(shop.timesAsked('/api/auth/me')).toBe(1);
    expect(shop.timesAsked('/private/my-courses')).toBe(1);

    await getCurrentUser();
    expect(shop.timesAsked('/api/auth/me')).toBe(2);
  });

  it("asks for none of a reader's own data when the session names no one", async () => {
    const shop = await myCoursesOpenedBy(null);

    expect(shop.asked).toContain('/api/auth/me');
    expect(shop.asked.filter((url) => url.startsWith('/private/'))).toEqual([]);
  });

  it('asks afresh once the page has changed something on the server', async () => {
    const shop = await myCoursesOpenedBy(STUDENT);

    await api.call(logoutRoute, {});
    await getCurrentUser();
    expect(shop.timesAsked('/api/auth/me')).toBe(2);
  });

  it('asks afresh when the read started early is a minute old', async () => {
    const shop = await myCoursesOpenedBy(STUDENT);

    clock.mockReturnValue(61_000);
    await getCurrentUser();
    expect(shop.timesAsked('/api/auth/me')).toBe(2);
  });

  it('does not ask again for what the page asked for itself before the session answered', async () => {
    const shop = shopAnswering(STUDENT, { sessionAfterMs: 200 });
    startPage({ pathname: '/myaccount/student/course', search: '' });
    expect(await listMyCourses()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(shop.timesAsked('/api/auth/me')).toBe(1);
    expect(shop.timesAsked('/private/my-courses')).toBe(1);
  });

  it('starts nothing on a page the server renders', async () => {
    const shop = shopAnswering(STUDENT);
    startPage({ pathname: '/course/7-data', search: '' });
    await answersArrive();
    expect(shop.asked).toEqual([]);
  });
});
