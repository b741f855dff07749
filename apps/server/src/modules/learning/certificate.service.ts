import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { certificates, courses, enrolments, users, type StoredLectureProgress } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { SessionUserRow } from '../../plugins/session';
import { getSiteSettings } from '../settings/index';
import { renderCertificatePdf } from './certificate-pdf';
import { loadCourseLectures } from './course-lectures';
import { standingOf } from './course-progress-view';
import type { LearningDeps } from './learning-deps';
import { readLectureState } from './lecture-state';
import { findProgress } from './progress.repository';

/** The name a certificate prints: the English name in English when the student gave one. */
export const certificateName = (
  user: Pick<SessionUserRow, 'firstname' | 'lastname' | 'firstnameEng' | 'lastnameEng' | 'username'>,
  locale: 'th' | 'en',
) => {
  const english = [user.firstnameEng, user.lastnameEng].filter(Boolean).join(' ');
  const own = [user.firstname, user.lastname].filter(Boolean).join(' ');
  return (locale === 'en' && english) || own || english || user.username;
};

/** The moment the course became complete: when its last lecture was done. */
const completedAt = (lectures: Record<string, StoredLectureProgress>, ids: readonly number[]) =>
  new Date(Math.max(...ids.map((id) => readLectureState(lectures[String(id)]).completedAt?.getTime() ?? 0)));

/** The certificate row of the student and course, issued once (its number and date never change). */
const issue = (deps: LearningDeps, userId: number, courseId: number, issuedAt: Date) =>
  deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
    if (existing) return existing;
    const [row] = await tx
      .insert(certificates)
      .values({ userId, courseId, number: `pending-${String(userId)}-${String(courseId)}`, issuedAt })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError(ErrorCode.INTERNAL_ERROR, { message: 'certificate issued twice at once' });
    const number = `CS-${String(issuedAt.getUTCFullYear())}-${String(row.id).padStart(6, '0')}`;
    const [numbered] = await tx
      .update(certificates)
      .set({ number })
      .where(eq(certificates.id, row.id))
      .returning();
    return numbered ?? row;
  });

/**
 * The certificate of a course the student completed (every lecture done, every quiz to pass
 * passed), as a PDF in Thai or English. A student who completed a course keeps the certificate
 * after their access ends; one who was never enrolled gets NOT_FOUND.
 */
export const certificatePdf = async (
  deps: LearningDeps,
  user: SessionUserRow,
  courseId: number,
  locale: 'th' | 'en',
  fontsDir?: string,
) => {
  const [enrolled] = await deps.db
    .select({ title: courses.title })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(
      and(eq(enrolments.userId, user.id), eq(enrolments.courseId, courseId), eq(enrolments.status, 'active')),
    )
    .limit(1);
  if (!enrolled) throw new AppError(ErrorCode.NOT_FOUND, { message: 'Not enrolled in this course' });
  const course = await loadCourseLectures(deps.db, deps.cache, courseId);
  const progress = await findProgress(deps.db, user.id, courseId);
  const lectures = progress?.lectures ?? {};
  if (!standingOf(course, lectures, null).isComplete)
    throw new AppError(ErrorCode.COURSE_NOT_COMPLETE, { message: 'The course is not complete yet' });
  const certificate = await issue(
    deps,
    user.id,
    courseId,
    completedAt(
      lectures,
      course.rules.map((lecture) => lecture.id),
    ),
  );
  const [student] = await deps.db.select().from(users).where(eq(users.id, user.id));
  const pdf = await renderCertificatePdf(
    {
      locale,
      studentName: certificateName(student ?? user, locale),
      courseTitle: enrolled.title,
      issuedAt: certificate.issuedAt,
      number: certificate.number,
      shopTitle: (await getSiteSettings(deps.db)).title,
    },
    fontsDir,
  );
  return { pdf, fileName: `${certificate.number}-${locale}.pdf` };
};
