import type { AdminLecture, AdminSection } from '@shop/contract/admin/curriculum-schemas';
import { lectureKindOf } from '@shop/domain/learning/lecture-progress';
import type { Queryable } from '../../../db/database';
import {
  listLectures,
  listLectureTasks,
  listSections,
  type LectureRow,
  type SectionRow,
} from './curriculum-editor.repository';

type Tasks = Awaited<ReturnType<typeof listLectureTasks>>;

const quizOf = (row: LectureRow, tasks: Tasks): AdminLecture['quiz'] => {
  const quiz = tasks.quizRows.find((candidate) => candidate.id === row.quizId);
  if (!quiz) return null;
  const questions = tasks.questionRows
    .filter((question) => question.quizId === quiz.id)
    .map((question) => ({
      text: question.text,
      choices: question.choices.map((choice) => choice.text),
      correct_choice: Math.max(
        0,
        question.choices.findIndex((choice) => choice.id === question.correctChoiceIds[0]),
      ),
    }));
  return { id: quiz.id, title: quiz.title, questions };
};

/** A lecture with every stored field, and its quiz or homework. */
export const toAdminLecture = (row: LectureRow, tasks: Tasks): AdminLecture => {
  const homework = tasks.homeworkRows.find((candidate) => candidate.id === row.homeworkId);
  return {
    id: row.id,
    section_id: row.sectionId,
    name: row.name,
    location: row.location,
    is_preview: row.isPreview,
    content_type: lectureKindOf(row.contentType),
    content_text: row.contentText,
    content_file: row.contentFile,
    video_name: row.videoName,
    video_url: row.videoUrl,
    upload_video_type: row.uploadVideoType,
    video_duration: row.videoDurationSeconds,
    check_pass_quiz: row.checkPassQuiz,
    score_pass_quiz: row.scorePassQuiz,
    quiz_integrate_type: row.quizIntegrateType,
    is_quiz_integrate_not_pass_reset_progress: row.isQuizIntegrateNotPassResetProgress,
    quiz: quizOf(row, tasks),
    homework: homework
      ? { id: homework.id, title: homework.title, instructions: homework.instructions }
      : null,
  };
};

export const loadAdminLecture = async (db: Queryable, row: LectureRow) =>
  toAdminLecture(row, await listLectureTasks(db, [row]));

const toAdminSection = (section: SectionRow, lectures: AdminLecture[]): AdminSection => ({
  id: section.id,
  name: section.name,
  location: section.location,
  lectures: lectures.filter((lecture) => lecture.section_id === section.id),
});

/** The course's sections in order, each with its lectures in order. */
export const loadAdminCurriculum = async (db: Queryable, courseId: number): Promise<AdminSection[]> => {
  const [sections, lectureRows] = await Promise.all([listSections(db, courseId), listLectures(db, courseId)]);
  const tasks = await listLectureTasks(db, lectureRows);
  const lectures = lectureRows.map((row) => toAdminLecture(row, tasks));
  return sections.map((section) => toAdminSection(section, lectures));
};

export const loadAdminSection = async (db: Queryable, section: SectionRow): Promise<AdminSection> => {
  const all = await loadAdminCurriculum(db, section.courseId);
  return all.find((candidate) => candidate.id === section.id) ?? toAdminSection(section, []);
};
