import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
import {
  customLabelAnswers,
  customLabels,
  mediaFiles,
  outbox,
  taxProfiles,
  userGroups,
  users,
} from '../../db/tables';
import type { App } from '../../app';
import { hashToken, newSecureToken } from '../../lib/secure-token';
import { VISITOR_UPLOAD_COOKIE } from '../media/index';

let addressCounter = 0;

/** A client address of its own per call, so the per-address limits of one test do not reach the next. */
export const freshAddress = () => {
  addressCounter += 1;
  return `10.${String(Math.floor(addressCounter / 65536) % 256)}.${String(Math.floor(addressCounter / 256) % 256)}.${String(addressCounter % 256)}`;
};

export const uniqueName = () => randomBytes(4).toString('hex');

/** A password the shop's rule accepts: long enough, and on no list of common passwords. */
export const MEMBER_PASSWORD = 'Str0ng!Pass#';

/** A registration a member fills in on the default form (first and last name and phone required). */
export const memberPayload = (overrides: Record<string, unknown> = {}) => {
  const name = uniqueName();
  return {
    firstname: 'สมชาย',
    lastname: 'ใจดี',
    email: `somchai_${name}@example.com`,
    tel: '0812345678',
    username: `somchai_${name}`,
    password: MEMBER_PASSWORD,
    confirm_password: MEMBER_PASSWORD,
    is_registration_layout_four: 1,
    ...overrides,
  };
};

export const register = (app: App, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/public/students/course-detail-page',
    payload,
    headers,
    remoteAddress: freshAddress(),
  });

export const sessionCookie = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((item) => item.name === 'sid');
  return cookie ? `sid=${cookie.value}` : null;
};

/** Rows of every table a registration writes, to show that a refusal wrote nothing. */
export const accountRowCounts = async (db: Database) => {
  const counted = async (
    table: typeof users | typeof taxProfiles | typeof customLabelAnswers | typeof outbox,
  ) => {
    const [row] = await db.select({ value: count() }).from(table);
    return row?.value ?? 0;
  };
  return {
    users: await counted(users),
    taxProfiles: await counted(taxProfiles),
    answers: await counted(customLabelAnswers),
    outbox: await counted(outbox),
  };
};

/**
 * A stored upload, as POST /api/home/test_upload would have left it for its owner: a signed-in
 * user, or the visitor holding the `visitor_uploads` cookie of `visitorKey`.
 */
export const insertStoredImage = async (
  db: Queryable,
  owner: { uploadedBy: number } | { visitorKey: string },
) => {
  const fileName = `${randomBytes(16).toString('hex')}.jpg`;
  await db.insert(mediaFiles).values({
    fileName,
    originalName: 'photo.jpg',
    mimeType: 'image/jpeg',
    kind: 'image',
    sizeBytes: 1_000,
    visibility: 'private',
    isLimited: true,
    expiresAt: new Date(Date.now() + 86_400_000),
    ...owner,
  });
  return fileName;
};

/** A visitor's upload cookie and the key the server knows it by. */
export const visitorUploadCookie = () => {
  const token = newSecureToken();
  return { cookie: `${VISITOR_UPLOAD_COOKIE}=${token}`, visitorKey: hashToken(token) };
};

export const insertUserGroup = async (db: Queryable, name: string, isDefault = false) => {
  const [row] = await db.insert(userGroups).values({ name, isDefault }).returning();
  if (!row) throw new Error('group not inserted');
  return row;
};

export const insertCustomLabel = async (
  db: Queryable,
  values: Partial<typeof customLabels.$inferInsert> = {},
) => {
  const [row] = await db
    .insert(customLabels)
    .values({ typeLabel: 'inputtext', label: `Label ${uniqueName()}`, ...values })
    .returning();
  if (!row) throw new Error('label not inserted');
  return row;
};
