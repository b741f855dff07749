import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_SHELL } from '../../test/app-shell';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertCourse, insertPlan } from '../../test/factories';

const PUBLIC_URL = 'https://shop.example.com';

describe('an address for each language of a public page', () => {
  let t: TestApp;
  let coursePath = '';

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL }, { webShell: APP_SHELL });
    const course = await insertCourse(t.db, { slug: 'sql-basics', title: 'SQL basics' });
    await insertPlan(t.db, course.id);
    coursePath = `/course/${String(course.id)}-sql-basics`;
  });
  afterAll(async () => {
    await t.close();
  });

  const head = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

  it('names the Thai page as the default and the English one at lang=en', async () => {
    const html = await head(coursePath);

    const thai = `${PUBLIC_URL}${coursePath}`;
    expect(html).toContain(`<link rel="canonical" href="${thai}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="th" href="${thai}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${thai}?lang=en" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${thai}" />`);
  });

  it('gives the English page its own canonical address, so it can be shared and found', async () => {
    const html = await head(`${coursePath}?lang=en`);

    const english = `${PUBLIC_URL}${coursePath}?lang=en`;
    expect(html).toContain(`<link rel="canonical" href="${english}" />`);
    expect(html).toContain(`<meta property="og:url" content="${english}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="th" href="${PUBLIC_URL}${coursePath}" />`);
  });

  it('keeps a list page of its own in each language', async () => {
    const html = await head('/courses?page=2&lang=en');

    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/courses?page=2&amp;lang=en" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="th" href="${PUBLIC_URL}/courses?page=2" />`);
  });

  it('keeps the language when it moves a course to its canonical address', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${coursePath.split('-')[0]}?lang=en` });

    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`${coursePath}?lang=en`);
  });
});
