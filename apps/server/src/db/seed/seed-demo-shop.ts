import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../database';
import { categories, courses, pricingPlans, seedRuns, users } from '../tables';
import { hashPassword } from '../../lib/password';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_CATEGORIES, DEMO_COURSES, registrationDates } from './demo-catalogue';

type SeedStep = { name: string; run: (tx: Transaction, now: Date) => Promise<void> };

const seedAccounts: SeedStep = {
  name: 'demo-accounts',
  async run(tx) {
    for (const account of DEMO_ACCOUNTS) {
      await tx.insert(users).values({
        username: account.username,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        roles: [...account.roles],
        firstname: account.firstname,
        lastname: account.lastname,
      });
    }
  },
};

const seedCatalogue: SeedStep = {
  name: 'demo-catalogue',
  async run(tx, now) {
    const [instructor] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'instructor'));
    const categoryIds = new Map<string, number>();
    for (const [index, category] of DEMO_CATEGORIES.entries()) {
      const [row] = await tx
        .insert(categories)
        .values({ ...category, linkPath: `/courses/${category.slug}`, sortOrder: index })
        .returning({ id: categories.id });
      if (row) categoryIds.set(category.slug, row.id);
    }
    for (const [index, course] of DEMO_COURSES.entries()) {
      const { plans, registration: _registration, category, ...fields } = course;
      const [row] = await tx
        .insert(courses)
        .values({
          ...fields,
          ...registrationDates(course, now),
          status: 'published',
          categoryId: categoryIds.get(category) ?? null,
          instructorId: course.courseType === 'product' ? null : (instructor?.id ?? null),
          sortOrder: index,
        })
        .returning({ id: courses.id });
      if (!row) continue;
      await tx.insert(pricingPlans).values(
        plans.map((plan, planIndex) => ({
          ...plan,
          courseId: row.id,
          referenceId: row.id,
          sortOrder: planIndex,
        })),
      );
    }
  },
};

/** Later issues append steps; each runs once per database, in order. */
const DEMO_STEPS: SeedStep[] = [seedAccounts, seedCatalogue];

/** Creates the demo shop on a fresh database; a step that already ran is skipped. */
export const seedDemoShop = async (db: Database, now: Date = new Date()): Promise<string[]> => {
  const ran: string[] = [];
  for (const step of DEMO_STEPS) {
    const didRun = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(seedRuns)
        .values({ name: step.name })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      if (claimed.length === 0) return false;
      await step.run(tx, now);
      return true;
    });
    if (didRun) ran.push(step.name);
  }
  return ran;
};
