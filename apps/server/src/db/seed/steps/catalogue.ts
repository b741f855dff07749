import { eq } from 'drizzle-orm';
import { categories, courses, pricingPlans, users } from '../../tables';
import { DEMO_CATEGORIES, DEMO_COURSES, registrationDates } from '../demo-catalogue';
import type { SeedStep } from '../seed-step';

export const seedCatalogue: SeedStep = {
  name: 'demo-catalogue',
  async run(tx, { now }) {
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
