import type { AdminLecture, AdminLectureInput } from '@shop/contract/admin/curriculum-schemas';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database, Queryable } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { sanitizeRichText } from '../../../lib/sanitize-rich-text';
import { findMediaFile, makeLectureFile } from '../../media/index';
import { recordAudit } from '../../audit/index';
import {
  deleteHomework,
  deleteLecture,
  deleteQuiz,
  findLectureRow,
  findSection,
  forgetLectureProgress,
  insertLecture,
  insertQuiz,
  nextLectureLocation,
  renameQuiz,
  replaceQuizQuestions,
  updateLecture,
  upsertHomework,
  type LectureRow,
  type LectureValues,
} from './curriculum-editor.repository';
import { requireCourse } from './curriculum-editor.service';
import { loadAdminLecture } from './curriculum-view';

const noLecture = () => new AppError(ErrorCode.NOT_FOUND, { message: 'No such lecture' });
const refuse = (param: string, message: string) =>
  new AppError(ErrorCode.INPUT_ERROR, { message, params: [{ param, message }] });

/** Every kind's fields, cleared: a lecture keeps only the fields of its current kind. */
const CLEARED = {
  contentText: null,
  contentFile: null,
  videoName: null,
  videoUrl: null,
  uploadVideoType: null,
  quizId: null,
  homeworkId: null,
  checkPassQuiz: false,
  scorePassQuiz: null,
  quizIntegrateType: null,
  isQuizIntegrateNotPassResetProgress: false,
} satisfies Partial<LectureValues>;

/**
 * A stored file named by the editor must be an upload that exists; it becomes the lecture's, so a
 * paid lecture's media never stays at a public address.
 */
const requireUpload = async (tx: Queryable, param: string, name: string) => {
  const media = await findMediaFile(tx, name);
  if (!media) throw refuse(param, 'The file was not found, please upload it again');
  await makeLectureFile(tx, name);
  return media;
};

const kindValues = async (tx: Queryable, body: AdminLectureInput): Promise<Partial<LectureValues>> => {
  switch (body.content_type) {
    case 'video': {
      // An uploaded video's length is the one read from its file at upload, when it could be read.
      const media =
        body.upload_video_type === 'upload' ? await requireUpload(tx, 'video_url', body.video_url) : null;
      return {
        videoUrl: body.video_url,
        uploadVideoType: body.upload_video_type,
        videoName: body.video_name ?? null,
        ...(media?.durationSeconds ? { videoDurationSeconds: media.durationSeconds } : {}),
      };
    }
    case 'text':
      return { contentText: sanitizeRichText(body.content_text) };
    case 'file':
      await requireUpload(tx, 'content_file', body.content_file);
      return { contentFile: body.content_file };
    case 'quiz':
      return {
        checkPassQuiz: body.check_pass_quiz,
        scorePassQuiz: body.score_pass_quiz,
        isQuizIntegrateNotPassResetProgress: body.is_quiz_integrate_not_pass_reset_progress,
      };
    case 'homework':
      return {};
  }
};

/** Creates, changes or removes the lecture's own quiz and homework to match its kind. */
const saveTasks = async (
  tx: Queryable,
  courseId: number,
  body: AdminLectureInput,
  current: LectureRow | null,
) => {
  let quizId: number | null = null;
  let homeworkId: number | null = null;
  if (body.content_type === 'quiz') {
    const existing = current?.quizId ?? null;
    quizId =
      existing !== null && (await renameQuiz(tx, existing, courseId, body.quiz.title))
        ? existing
        : (await insertQuiz(tx, courseId, body.quiz.title)).id;
    await replaceQuizQuestions(
      tx,
      quizId,
      body.quiz.questions.map((question) => ({
        text: question.text,
        choices: question.choices.map((text, index) => ({ id: `c${String(index + 1)}`, text })),
        correctChoiceIds: [`c${String(question.correct_choice + 1)}`],
      })),
    );
  } else if (current?.quizId) await deleteQuiz(tx, current.quizId, courseId);
  if (body.content_type === 'homework') {
    const values = { courseId, title: body.homework.title, instructions: body.homework.instructions };
    homeworkId = (await upsertHomework(tx, current?.homeworkId ?? null, values)).id;
  } else if (current?.homeworkId) await deleteHomework(tx, current.homeworkId, courseId);
  return { quizId, homeworkId };
};

/** The section the lecture goes into, which must be of the lecture's course. */
const requireSection = async (tx: Queryable, courseId: number, sectionId: number) => {
  const section = await findSection(tx, sectionId);
  if (section?.courseId !== courseId) throw refuse('section_id', 'must be a section of this course');
  return section;
};

const valuesOf = async (
  tx: Queryable,
  courseId: number,
  body: AdminLectureInput,
  current: LectureRow | null,
) => ({
  ...CLEARED,
  sectionId: body.section_id,
  name: body.name,
  isPreview: body.is_preview,
  contentType: body.content_type,
  videoDurationSeconds: body.video_duration,
  ...(await kindValues(tx, body)),
  ...(await saveTasks(tx, courseId, body, current)),
});

export const createLecture = (db: Database, adminId: number, courseId: number, body: AdminLectureInput) =>
  db.transaction(async (tx) => {
    await requireCourse(tx, courseId);
    await requireSection(tx, courseId, body.section_id);
    const location = await nextLectureLocation(tx, body.section_id);
    const row = await insertLecture(tx, {
      ...(await valuesOf(tx, courseId, body, null)),
      courseId,
      location,
    });
    const lecture = await loadAdminLecture(tx, row);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'lecture.create',
      entityType: 'lecture',
      entityId: row.id,
      after: lecture,
    });
    return { courseId, lecture };
  });

/** Changes a lecture; moved to another section, it goes to that section's end. */
export const changeLecture = (db: Database, adminId: number, id: number, body: AdminLectureInput) =>
  db.transaction(async (tx) => {
    const found = await findLectureRow(tx, id);
    if (!found) throw noLecture();
    await requireCourse(tx, found.courseId);
    const current = await findLectureRow(tx, id);
    if (!current) throw noLecture();
    await requireSection(tx, current.courseId, body.section_id);
    const before = await loadAdminLecture(tx, current);
    const location =
      body.section_id === current.sectionId
        ? current.location
        : await nextLectureLocation(tx, body.section_id);
    const row = await updateLecture(tx, id, {
      ...(await valuesOf(tx, current.courseId, body, current)),
      location,
    });
    const lecture: AdminLecture = await loadAdminLecture(tx, row);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'lecture.update',
      entityType: 'lecture',
      entityId: id,
      before,
      after: lecture,
    });
    return { courseId: current.courseId, lecture };
  });

/**
 * Deletes a lecture. Students' progress stays consistent: the lecture leaves their progress rows
 * (its quiz attempts and homework submissions go with it), see docs/decisions/learning.md.
 */
export const removeLecture = (db: Database, adminId: number, id: number) =>
  db.transaction(async (tx) => {
    const found = await findLectureRow(tx, id);
    if (!found) throw noLecture();
    await requireCourse(tx, found.courseId);
    const current = await findLectureRow(tx, id);
    if (!current) throw noLecture();
    const before = await loadAdminLecture(tx, current);
    await forgetLectureProgress(tx, current.courseId, id);
    await deleteLecture(tx, id);
    if (current.quizId) await deleteQuiz(tx, current.quizId, current.courseId);
    if (current.homeworkId) await deleteHomework(tx, current.homeworkId, current.courseId);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'lecture.delete',
      entityType: 'lecture',
      entityId: id,
      before,
    });
    return { courseId: current.courseId };
  });
