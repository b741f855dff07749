import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { auditLog } from '../../../db/tables';
import type { App } from '../../../app';
import { insertUser } from '../../../test/factories';
import { sessionCookieFor } from '../../../test/sessions';
import { pngImage, uploadForm } from '../../media/media-test-helpers';

/** A new administrator's id and session cookie. */
export const signedInAdmin = async (db: Queryable) => {
  const admin = await insertUser(db, { roles: ['admin'] });
  return { id: admin.id, cookie: await sessionCookieFor(db, admin.id) };
};

/** The newest audit row of an action. */
export const latestAudit = async (db: Queryable, action: string) => {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row ?? null;
};

/** Uploads a PNG through the upload route as `cookie`'s user; answers the stored name. */
export const uploadPng = async (app: App, cookie: string) => {
  const form = uploadForm({ filename: 'picture.png', contentType: 'image/png', data: await pngImage() });
  const response = await app.inject({
    method: 'POST',
    url: '/api/home/test_upload',
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
  const name = response.json<{ fileName?: string[] }>().fileName?.[0];
  if (!name) throw new Error(`upload failed: ${response.body}`);
  return name;
};
