import { asc, eq, inArray } from 'drizzle-orm';
import type { MyCourse } from '@shop/contract/learning/my-courses';
import { learningAccess } from '@shop/domain/learning/learning-access';
import { courses, enrolments } from '../../db/tables';
import { loadCoursesLectures } from './course-lectures';
import { standingOf } from './course-progress-view';
import { toCountdownRecord, type EnrolmentRow } from './enrolment-access';
import type { LearningDeps } from './learning-deps';
import { listProgressOfUser } from './progress.repository';

const byCourse = (rows: EnrolmentRow[]) => {
  const grouped = new Map<number, EnrolmentRow[]>();
  for (const row of rows) grouped.set(row.courseId, [...(grouped.get(row.courseId) ?? []), row]);
  return grouped;
};

/**
 * Every course the student was ever enrolled in (revoked ones aside): progress, access left, where
 * to continue. Courses they can open come first, the most recently learned first.
 */
export const listMyCourses = async (
  deps: LearningDeps,
  userId: number,
  now = new Date(),
): Promise<MyCourse[]> => {
  const rows = await deps.db
    .select()
    .from(enrolments)
    .where(eq(enrolments.userId, userId))
    .orderBy(asc(enrolments.id));
  const active = rows.filter((row) => row.status === 'active');
  const grouped = byCourse(active);
  const courseIds = [...grouped.keys()];
  if (courseIds.length === 0) return [];
  const [courseRows, progressRows, lecturesOf] = await Promise.all([
    deps.db.select().from(courses).where(inArray(courses.id, courseIds)),
    listProgressOfUser(deps.db, userId),
    loadCoursesLectures(deps.db, deps.cache, courseIds),
  ]);
  const progress = new Map(progressRows.map((row) => [row.courseId, row]));
  const result: MyCourse[] = [];
  for (const course of courseRows) {
    const enrolled = grouped.get(course.id) ?? [];
    const access = learningAccess(
      enrolled.map((row) => ({ id: row.id, status: 'active' as const, record: toCountdownRecord(row) })),
      now,
    );
    const own = progress.get(course.id);
    const standing = standingOf(
      lecturesOf.get(course.id) ?? { rules: [], rows: new Map() },
      own?.lectures ?? {},
      own?.lastLectureId ?? null,
    );
    result.push({
      course_id: course.id,
      title: course.title,
      picture_url: course.pictureUrl,
      link_path: course.linkPath ?? `/course/${String(course.id)}`,
      course_type: course.courseType,
      percent: standing.percent,
      can_learn: access.canLearn,
      remaining_ms: access.canLearn ? access.remainingMs : 0,
      plan_type: enrolled.at(-1)?.planType ?? '',
      resume_lecture_id: standing.resumeLectureId,
      last_learned_at: own ? own.updatedAt.toISOString() : null,
      is_complete: standing.isComplete,
    });
  }
  return result.sort(
    (a, b) =>
      Number(b.can_learn) - Number(a.can_learn) ||
      (b.last_learned_at ?? '').localeCompare(a.last_learned_at ?? '') ||
      b.course_id - a.course_id,
  );
};
