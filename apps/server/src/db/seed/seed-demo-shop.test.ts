import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { createLocalFileStorage } from '../../lib/storage/local-file-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_TYPES } from '@shop/domain/catalog/course-type';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { verifyPassword } from '../../lib/password';
import {
  coupons,
  courses,
  enrolments,
  lectures,
  mediaFiles,
  paymentMethods,
  pricingPlans,
  promotions,
  quizQuestions,
  users,
} from '../tables';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoShop } from './seed-demo-shop';

describe('the demo shop seed', () => {
  let t: TestApp;
  let uploads: string;
  const seed = () =>
    seedDemoShop(t.db, {
      storage: createLocalFileStorage(uploads),
      assetsDir: fileURLToPath(new URL('./assets', import.meta.url)),
    });

  beforeAll(async () => {
    t = await buildTestApp();
    uploads = await mkdtemp(path.join(tmpdir(), 'shop-seed-uploads-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(uploads, { recursive: true, force: true });
  });

  it('creates courses of every course type and plans of every plan type', async () => {
    await seed();

    const types = new Set(
      (await t.db.select({ type: courses.courseType }).from(courses)).map((row) => row.type),
    );
    const planTypes = new Set(
      (await t.db.select({ type: pricingPlans.planType }).from(pricingPlans)).map((row) => row.type),
    );
    expect([...types].sort()).toEqual([...COURSE_TYPES].sort());
    expect([...planTypes].sort()).toEqual(['Actual', 'Free', 'One-Time Payment', 'Period']);
  });

  it('offers all eleven payment methods of spec 2, promotions, coupons and a curriculum', async () => {
    const methods = await t.db.select({ id: paymentMethods.id }).from(paymentMethods);
    const promotionTypes = (await t.db.select().from(promotions)).map((row) => row.promotionType);
    const codes = (await t.db.select().from(coupons)).map((row) => row.code);

    expect(methods.map((row) => row.id).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 8, 9, 10, 11, 12, 13, 15,
    ]);
    expect(promotionTypes.sort()).toEqual(['P1', 'P2']);
    expect(codes).toEqual(
      expect.arrayContaining(['WELCOME10', 'SAVE500', 'BANKONLY20', 'LIMITED5', 'DUO15']),
    );
    const [previewLecture] = await t.db.select().from(lectures).where(eq(lectures.isPreview, true)).limit(1);
    expect(previewLecture).toBeDefined();
  });

  it('gives every course a cover picture that is stored as an upload, and preview lectures a video', async () => {
    const rows = await t.db.select({ picture: courses.pictureUrl }).from(courses);
    const [preview] = await t.db.select().from(lectures).where(eq(lectures.isPreview, true)).limit(1);
    const files = await readdir(uploads);

    expect(rows.map((row) => row.picture?.slice(0, 9))).toEqual(rows.map(() => '/uploads/'));
    expect(files).toContain(rows[0]?.picture?.replace('/uploads/', ''));
    expect(preview?.videoUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.mp4$/);
  });

  it('gives the lessons content worth opening and enrols the demo student in one course', async () => {
    const kinds = await t.db
      .select({ kind: lectures.contentType, quiz: lectures.quizId, file: lectures.contentFile })
      .from(lectures);
    const [student] = await t.db.select().from(users).where(eq(users.username, 'student'));
    const enrolled = await t.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.userId, student?.id ?? 0));

    expect(new Set(kinds.map((row) => row.kind))).toEqual(
      new Set(['video', 'text', 'file', 'quiz', 'homework']),
    );
    expect(kinds.filter((row) => row.kind === 'quiz').every((row) => row.quiz !== null)).toBe(true);
    expect(await t.db.select().from(quizQuestions)).not.toHaveLength(0);
    expect(enrolled).toHaveLength(1);
    const [file] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.purpose, 'lecture'));
    expect(file?.visibility).toBe('private');
  });

  it('creates the README accounts with the passwords it states', async () => {
    const rows = await t.db.select().from(users);

    for (const account of DEMO_ACCOUNTS) {
      const user = rows.find((row) => row.username === account.username);
      expect(user?.roles).toEqual(account.roles);
      expect(await verifyPassword(user?.passwordHash ?? '', account.password)).toBe(true);
    }
  });

  it('runs once: seeding again adds nothing', async () => {
    const [before] = await t.db.select({ value: count() }).from(courses);

    const ran = await seed();

    const [after] = await t.db.select({ value: count() }).from(courses);
    expect(ran).toEqual([]);
    expect(after?.value).toBe(before?.value);
  });
});
