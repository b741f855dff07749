import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { insertStudent } from '../test/factories';
import { sessionCookieFor } from '../test/sessions';
import { createLogger } from './logger';

const EMAIL = 'somchai.private@example.com';
const TEL = '0891234567';
const PASSWORD = 'my-secret-pass-9';
const TAX_ID = '1101700230708';

/** Collects every line a logger writes. */
const logCapture = () => {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) }, text: () => lines.join('') };
};

/** Makes every insert into `table` fail inside PostgreSQL, as a broken disk or constraint would. */
const failInsertsInto = async (t: TestApp, table: string) => {
  await t.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION fail_for_test() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'insert refused for the test'; END $$ LANGUAGE plpgsql`),
  );
  await t.db.execute(
    sql.raw(
      `CREATE TRIGGER fail_for_test BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION fail_for_test()`,
    ),
  );
};

describe('the server log', () => {
  let t: TestApp;
  let studentCookie: string;
  const capture = logCapture();

  beforeAll(async () => {
    t = await buildTestApp({}, { logger: createLogger({ LOG_LEVEL: 'info' }, capture.stream) });
    studentCookie = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);
  });
  afterEach(async () => {
    for (const table of ['users', 'tax_profiles']) {
      await t.db.execute(sql.raw(`DROP TRIGGER IF EXISTS fail_for_test ON ${table}`));
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs a failed registration query without the password hash, e-mail or phone it carried', async () => {
    await failInsertsInto(t, 'users');
    capture.lines.length = 0;

    const response = await t.app.inject({
      method: 'POST',
      url: '/public/students/course-detail-page',
      payload: {
        firstname: 'Somchai',
        lastname: 'Jaidee',
        email: EMAIL,
        tel: TEL,
        username: 'somchai_private',
        password: PASSWORD,
        confirm_password: PASSWORD,
      },
    });

    expect(response.statusCode).toBe(500);
    const log = capture.text();
    expect(log).toContain('request failed');
    expect(log).toContain('Failed query: insert into \\"users\\"');
    for (const secret of [EMAIL, TEL, PASSWORD, '$argon2']) expect(log).not.toContain(secret);
  });

  it('logs a failed tax-profile query without the tax id it carried', async () => {
    await failInsertsInto(t, 'tax_profiles');
    capture.lines.length = 0;

    const response = await t.app.inject({
      method: 'PUT',
      url: '/private/myaccount/students/tax',
      headers: { cookie: studentCookie },
      payload: {
        is_require_tax_invoice: true,
        tax_person_type: 'normal_person',
        tax_name_one: 'Somchai',
        tax_name_two: 'Jaidee',
        tax_payer_identification_no: TAX_ID,
        tax_address: '99 Private Road, Bangkok',
      },
    });

    expect(response.statusCode).toBe(500);
    const log = capture.text();
    expect(log).toContain('request failed');
    for (const secret of [TAX_ID, '99 Private Road']) expect(log).not.toContain(secret);
  });

  it('blanks the token of a password-reset link in the request line', async () => {
    capture.lines.length = 0;

    await t.app.inject({ method: 'GET', url: '/reset-password?token=reset-token-abcdef&lang=th' });

    const log = capture.text();
    expect(log).toContain('/reset-password?token=[redacted]&lang=th');
    expect(log).not.toContain('reset-token-abcdef');
  });

  it('blanks secrets and personal data in any object a line logs', () => {
    const own = logCapture();
    const logger = createLogger({ LOG_LEVEL: 'info' }, own.stream);

    logger.info(
      {
        email: EMAIL,
        user: { passwordHash: '$argon2id$v=19$abc', tel: TEL },
        order: { buyer: { tax_payer_identification_no: TAX_ID } },
        req: { headers: { cookie: 'sid=session-secret' } },
      },
      'something happened',
    );

    const line = own.text();
    expect(line).toContain('something happened');
    for (const secret of [EMAIL, '$argon2id', TEL, TAX_ID, 'session-secret'])
      expect(line).not.toContain(secret);
  });
});
