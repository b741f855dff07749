import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LONE_SURROGATE_MESSAGE,
  lineTextSchema,
  multilineTextSchema,
} from '@shop/contract/http/input-fields';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertCourse } from '../../../test/factories';
import { curriculumEditor } from '../../learning/admin/curriculum-test-kit';
import { signedInAdmin } from './settings-test-kit';

/** Half of a surrogate pair: a JSON body can carry it (`"\ud800"`), PostgreSQL's jsonb cannot. */
const LONE = '\ud800';

/** Every text of the settings, each with a body that holds a lone surrogate there and nothing else wrong. */
const SETTINGS_TEXTS: [param: string, body: Record<string, unknown>][] = [
  ...[
    'title',
    'photo_favicon',
    'social_share_image',
    'theme_color',
    'contact_email',
    'contact_tel',
    'contact_line',
    'contact_address',
    'contact_facebook',
    'company_name',
    'company_address',
    'company_tax_id',
    'company_branch',
    'company_phone',
    'payment_time_limit_text',
  ].map((field): [string, Record<string, unknown>] => [field, { [field]: `Shop ${LONE}` }]),
  ['how_to_buy.description', { how_to_buy: { is_enable_howtobuy: true, description: `<p>${LONE}</p>` } }],
  ['policy_pages.terms.th', { policy_pages: { terms: { th: `ข้อตกลง ${LONE}`, en: '' } } }],
  ['custom_texts.checkout.title.th', { custom_texts: { 'checkout.title': { th: `ชำระ ${LONE}` } } }],
  ['social_login.facebook_app_id', { social_login: { facebook_app_id: `12${LONE}` } }],
];

describe('texts PostgreSQL cannot store', () => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signedInAdmin(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const settings = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin.cookie } })
    ).json<{
      data: unknown;
    }>().data;

  it.each(SETTINGS_TEXTS)(
    'refuses a lone surrogate in the setting %s with INPUT_ERROR naming it, and changes nothing',
    async (param, body) => {
      const before = await settings();

      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        payload: body,
        headers: { cookie: admin.cookie },
      });

      expect(response.statusCode).toBe(400);
      // A field with a format of its own (a colour, a tax id) may name that rule as well.
      const { error } = response.json<{
        error: { code: string; params: { param: string; message: string }[] };
      }>();
      expect(error.code).toBe('INPUT_ERROR');
      expect(error.params).toContainEqual({ param, message: LONE_SURROGATE_MESSAGE });
      expect(await settings()).toEqual(before);
    },
  );

  it('refuses a lone surrogate in a curriculum section name, new or renamed, and keeps the old name', async () => {
    const course = await insertCourse(t.db);
    const editor = curriculumEditor(t.app, admin.cookie);
    const sectionId = await editor.addSection(course.id, 'Getting started');

    const created = await editor.send('POST', `/api/admin/courses/${String(course.id)}/curriculum/sections`, {
      name: `Basics ${LONE}`,
    });
    const renamed = await editor.send('PUT', `/api/admin/curriculum/sections/${String(sectionId)}`, {
      name: `\udc00 Basics`,
    });

    for (const response of [created, renamed]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'INPUT_ERROR', params: [{ param: 'name' }] } });
    }
    expect((await editor.curriculum(course.id)).map((section) => section.name)).toEqual(['Getting started']);
  });

  it('stores and reads back, in a text and in a jsonb column, every text the contract accepts', async () => {
    await t.db.execute(
      sql.raw('CREATE TABLE stored_text_probe (id serial PRIMARY KEY, line text, doc jsonb)'),
    );
    // Code units of every kind, the troublesome ones often: controls, NUL, both surrogate halves, Thai, emoji.
    const unit = fc.oneof(
      fc.integer({ min: 0x20, max: 0x7e }),
      fc.integer({ min: 0, max: 0x1f }),
      fc.constantFrom(0, 0x7f, 0x85, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xfffd, 0xfeff),
      fc.integer({ min: 0x0e01, max: 0x0e5b }),
      fc.integer({ min: 0xd800, max: 0xdfff }),
      fc.integer({ min: 0, max: 0xffff }),
    );
    const texts = fc.oneof(
      fc.array(unit, { maxLength: 12 }).map((codes) => String.fromCharCode(...codes)),
      fc.string({ unit: 'binary', maxLength: 12 }),
    );
    let stored = 0;

    await fc.assert(
      fc.asyncProperty(texts, async (text) => {
        const accepted = [lineTextSchema, multilineTextSchema].some(
          (schema) => schema.safeParse(text).success,
        );
        if (!accepted) return;
        // The query builder types raw results loosely; both drivers answer `{ rows }`.
        const result: unknown = await t.db.execute(
          sql`INSERT INTO stored_text_probe (line, doc) VALUES (${text}, ${JSON.stringify({ text })}::jsonb)
              RETURNING line, doc`,
        );
        const [row] = (result as { rows: { line: string; doc: { text: string } }[] }).rows;
        // PGlite reads a text with the browser's TextDecoder, which drops a byte-order mark at its
        // very start; PostgreSQL's own clients keep it. Nothing is refused, and nothing else differs.
        expect(row?.line).toBe(t.driver === 'pglite' ? text.replace(/^\ufeff/, '') : text);
        expect(row?.doc.text).toBe(text);
        stored += 1;
      }),
      { numRuns: 300 },
    );
    // The property held for a good share of texts, not only for the ones the schemas refused.
    expect(stored).toBeGreaterThan(50);
  });
});
