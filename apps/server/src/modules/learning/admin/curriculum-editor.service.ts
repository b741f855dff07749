import type { AdminSection, CurriculumOrderBody } from '@shop/contract/admin/curriculum-schemas';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { isCompleteCurriculumOrder } from '@shop/domain/learning/curriculum-order';
import type { Database, Queryable } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../audit/index';
import {
  deleteHomework,
  deleteQuiz,
  deleteSection,
  findSection,
  forgetLectureProgress,
  insertSection,
  listLectures,
  listSections,
  lockCourse,
  nextSectionLocation,
  updateLecture,
  updateSection,
} from './curriculum-editor.repository';
import { loadAdminCurriculum, loadAdminSection } from './curriculum-view';

const noCourse = () => new AppError(ErrorCode.NOT_FOUND, { message: 'No such course' });
const noSection = () => new AppError(ErrorCode.NOT_FOUND, { message: 'No such section' });

/** The course exists (and is locked for this transaction). */
export const requireCourse = async (tx: Queryable, courseId: number) => {
  if (!(await lockCourse(tx, courseId))) throw noCourse();
};

export const getAdminCurriculum = async (db: Database, courseId: number): Promise<AdminSection[]> => {
  await requireCourse(db, courseId);
  return loadAdminCurriculum(db, courseId);
};

export const createSection = (db: Database, adminId: number, courseId: number, name: string) =>
  db.transaction(async (tx) => {
    await requireCourse(tx, courseId);
    const row = await insertSection(tx, {
      courseId,
      name,
      location: await nextSectionLocation(tx, courseId),
    });
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'course_section.create',
      entityType: 'course_section',
      entityId: row.id,
      after: { course_id: courseId, name },
    });
    return { courseId, section: await loadAdminSection(tx, row) };
  });

export const renameSection = (db: Database, adminId: number, id: number, name: string) =>
  db.transaction(async (tx) => {
    const current = await findSection(tx, id);
    if (!current) throw noSection();
    await requireCourse(tx, current.courseId);
    const row = await updateSection(tx, id, { name });
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'course_section.update',
      entityType: 'course_section',
      entityId: id,
      before: { name: current.name },
      after: { name },
    });
    return { courseId: row.courseId, section: await loadAdminSection(tx, row) };
  });

/** Deletes a section with its lectures, their quizzes and homework, and students' progress on them. */
export const removeSection = (db: Database, adminId: number, id: number) =>
  db.transaction(async (tx) => {
    const current = await findSection(tx, id);
    if (!current) throw noSection();
    await requireCourse(tx, current.courseId);
    const before = await loadAdminSection(tx, current);
    for (const lecture of before.lectures) {
      await forgetLectureProgress(tx, current.courseId, lecture.id);
      if (lecture.quiz) await deleteQuiz(tx, lecture.quiz.id, current.courseId);
      if (lecture.homework) await deleteHomework(tx, lecture.homework.id, current.courseId);
    }
    await deleteSection(tx, id);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'course_section.delete',
      entityType: 'course_section',
      entityId: id,
      before,
    });
    return { courseId: current.courseId };
  });

const orderOf = (sections: { id: number; lectures: { id: number }[] }[]) =>
  sections.map((section) => ({ id: section.id, lecture_ids: section.lectures.map((lecture) => lecture.id) }));

/** Applies a whole new order of sections and lectures in one transaction. */
export const reorderCurriculum = (
  db: Database,
  adminId: number,
  courseId: number,
  body: Required<CurriculumOrderBody>,
) =>
  db.transaction(async (tx) => {
    await requireCourse(tx, courseId);
    const [sections, lectures] = await Promise.all([listSections(tx, courseId), listLectures(tx, courseId)]);
    const sectionIds = sections.map((section) => section.id);
    if (
      !isCompleteCurriculumOrder(
        sectionIds,
        lectures.map((lecture) => lecture.id),
        body.sections,
      )
    )
      throw new AppError(ErrorCode.INPUT_ERROR, {
        message: 'The curriculum changed meanwhile; reload it and reorder again',
        params: [{ param: 'sections', message: 'must list every section and lecture of the course once' }],
      });
    const before = orderOf(
      sections.map((section) => ({
        id: section.id,
        lectures: lectures.filter((lecture) => lecture.sectionId === section.id),
      })),
    );
    for (const [location, section] of body.sections.entries()) {
      await updateSection(tx, section.id, { location });
      for (const [lectureLocation, lectureId] of section.lecture_ids.entries())
        await updateLecture(tx, lectureId, { sectionId: section.id, location: lectureLocation });
    }
    const after = await loadAdminCurriculum(tx, courseId);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'curriculum.reorder',
      entityType: 'course',
      entityId: courseId,
      before,
      after: orderOf(after),
    });
    return after;
  });
