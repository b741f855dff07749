import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { writeSettingsDocument } from '../modules/settings/settings.repository';
import { multipart } from '../modules/media/media-test-helpers';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { insertStudent } from '../test/factories';
import { sessionCookieFor } from '../test/sessions';
import { createLogger, logFormatOf } from './logger';

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

  it("logs a real constraint violation without the stored values PostgreSQL's detail and where quote", async () => {
    const own = logCapture();
    const logger = createLogger({ LOG_LEVEL: 'info' }, own.stream);
    const owner = await insertStudent(t.db, { email: EMAIL });
    const other = await insertStudent(t.db);
    // A function that writes one row's e-mail into another: PostgreSQL's `where` then quotes the
    // statement it ran, the stored e-mail in it, and `detail` the clashing key.
    await t.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION copy_email_for_test(source int, target int) RETURNS void AS $$
        BEGIN
          EXECUTE format('UPDATE users SET email = %L WHERE id = %s',
            (SELECT email FROM users WHERE id = source), target);
        END $$ LANGUAGE plpgsql`),
    );
    const failure = await t.db.execute(sql`SELECT copy_email_for_test(${owner.id}, ${other.id})`).then(
      () => null,
      (error: unknown) => error,
    );

    logger.error({ err: failure }, 'request failed');

    const line = own.text();
    expect(line).toContain('23505');
    expect(line).toContain('users_email_key');
    expect(line).not.toContain(EMAIL);
  });

  it('logs a refused settings document without the shop details its "JSON data" where quotes', async () => {
    const own = logCapture();
    const logger = createLogger({ LOG_LEVEL: 'info' }, own.stream);
    // What a lone surrogate did before the contract refused it: jsonb quotes the document it could not read.
    const failure = await writeSettingsDocument(t.db, {
      contact_email: 'owner.private@example.com',
      contact_address: '99 Private Road, Bangkok',
      title: 'Shop \ud800',
    }).then(
      () => null,
      (error: unknown) => error,
    );

    logger.error({ err: failure }, 'request failed');

    const line = own.text();
    expect(line).toContain('request failed');
    for (const stored of ['owner.private@example.com', '99 Private Road']) expect(line).not.toContain(stored);
  });

  it("writes a client's mistakes at info without a stack: not multipart, a broken form, bad JSON, too large", async () => {
    capture.lines.length = 0;
    const form = multipart([
      { name: 'imageinput', filename: 'a.png', contentType: 'image/png', data: Buffer.alloc(200_000) },
    ]);
    const truncated = form.payload.subarray(0, form.payload.length - 20);

    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/home/test_upload', payload: { imageinput: 'x' } }),
      t.app.inject({
        method: 'POST',
        url: '/api/home/test_upload',
        payload: truncated,
        headers: form.headers,
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: '{"username": "a",',
        headers: { 'content-type': 'application/json' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: JSON.stringify({ username: 'a'.repeat(2_000_000) }),
        headers: { 'content-type': 'application/json' },
      }),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([406, 400, 400, 413]);
    const lines = capture.lines.map(
      (line) => JSON.parse(line) as { level: number; msg?: string; err?: object },
    );
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    expect(
      lines.filter((line) => line.err !== undefined && JSON.stringify(line.err).includes('"stack"')),
    ).toEqual([]);
    expect(lines.filter((line) => line.msg === 'save request file').map((line) => line.level)).toEqual([
      30, 30,
    ]);
  });

  it("writes the removal of an upload's temporary file that was already gone at info, and a full disk at error", () => {
    const own = logCapture();
    const logger = createLogger({ LOG_LEVEL: 'info' }, own.stream);
    const fileError = (code: string) =>
      Object.assign(new Error(`${code}: /data/tmp/upload.png`), { code, syscall: 'unlink' });

    // As @fastify/multipart writes them: the error first, then its message.
    logger.error(fileError('ENOENT'), 'Could not delete file');
    logger.error({ err: fileError('ENOSPC') }, 'save request file');

    const [gone, full] = own.lines.map(
      (line) => JSON.parse(line) as { level: number; err: { stack?: string } },
    );
    expect(gone).toMatchObject({ level: 30, err: { code: 'ENOENT' } });
    expect(gone?.err.stack).toBeUndefined();
    expect(full).toMatchObject({ level: 50, err: { code: 'ENOSPC' } });
    expect(full?.err.stack).toContain('ENOSPC');
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

describe('the log format', () => {
  it('is what LOG_FORMAT says, whatever the output is', () => {
    expect(logFormatOf({ LOG_FORMAT: 'json' })).toBe('json');
    expect(logFormatOf({ LOG_FORMAT: 'pretty' })).toBe('pretty');
  });

  it('is JSON lines for a log collector when LOG_FORMAT is unset and the output is not a terminal', () => {
    expect(process.stdout.isTTY).toBeFalsy();
    expect(logFormatOf({})).toBe('json');
  });
});
