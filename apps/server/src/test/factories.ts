import { randomBytes } from 'node:crypto';
import type { InferInsertModel } from 'drizzle-orm';
import type { CourseType } from '@shop/domain/catalog/course-type';
import type { Queryable } from '../db/database';
import { categories, courses, pricingPlans, users } from '../db/tables';
import { hashPassword } from '../lib/password';

const uniqueSuffix = () => randomBytes(4).toString('hex');

type CourseInsert = InferInsertModel<typeof courses>;
type PlanInsert = InferInsertModel<typeof pricingPlans>;
type UserInsert = InferInsertModel<typeof users>;

export const makeCourse = (overrides: Partial<CourseInsert> = {}): CourseInsert => {
  const suffix = uniqueSuffix();
  return {
    title: `Course ${suffix}`,
    slug: `course-${suffix}`,
    courseType: 'Online' satisfies CourseType,
    status: 'published',
    shortDescription: 'A course made by a test',
    ...overrides,
  };
};

export const insertCourse = async (db: Queryable, overrides: Partial<CourseInsert> = {}) => {
  const [row] = await db.insert(courses).values(makeCourse(overrides)).returning();
  if (!row) throw new Error('course not inserted');
  return row;
};

export const makePlan = (courseId: number, overrides: Partial<PlanInsert> = {}): PlanInsert => ({
  courseId,
  referenceId: courseId,
  planType: 'Period',
  term: 1,
  termUnit: 'Year(s)',
  price: 100_000,
  isDefault: true,
  ...overrides,
});

export const insertPlan = async (db: Queryable, courseId: number, overrides: Partial<PlanInsert> = {}) => {
  const [row] = await db.insert(pricingPlans).values(makePlan(courseId, overrides)).returning();
  if (!row) throw new Error('plan not inserted');
  return row;
};

export const insertCategory = async (
  db: Queryable,
  overrides: Partial<InferInsertModel<typeof categories>> = {},
) => {
  const suffix = uniqueSuffix();
  const [row] = await db
    .insert(categories)
    .values({
      name: `Category ${suffix}`,
      slug: `category-${suffix}`,
      linkPath: `/courses/category-${suffix}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('category not inserted');
  return row;
};

export const TEST_PASSWORD = 'secret-pass-1';

export const makeUser = (overrides: Partial<UserInsert> = {}): UserInsert => {
  const suffix = uniqueSuffix();
  return {
    username: `user_${suffix}`,
    email: `user_${suffix}@example.com`,
    roles: ['student'],
    firstname: 'Test',
    lastname: `Student ${suffix}`,
    ...overrides,
  };
};

/** A user whose password is TEST_PASSWORD unless a hash is given. */
export const insertUser = async (db: Queryable, overrides: Partial<UserInsert> = {}) => {
  const [row] = await db
    .insert(users)
    .values(makeUser({ passwordHash: await hashPassword(TEST_PASSWORD), ...overrides }))
    .returning();
  if (!row) throw new Error('user not inserted');
  return row;
};

export const insertStudent = (db: Queryable, overrides: Partial<UserInsert> = {}) =>
  insertUser(db, { roles: ['student'], ...overrides });

export const insertInstructor = (db: Queryable, overrides: Partial<UserInsert> = {}) =>
  insertUser(db, { roles: ['instructor'], ...overrides });
