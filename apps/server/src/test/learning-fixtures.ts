import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InferInsertModel } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  courseSections,
  enrolments,
  homeworks,
  lectures,
  mediaFiles,
  quizQuestions,
  quizzes,
} from '../db/tables';
import { createLocalFileStorage } from '../lib/storage/local-file-storage';
import { insertCourse } from './factories';

const DEMO_VIDEO = fileURLToPath(new URL('../db/seed/assets/preview-lecture.mp4', import.meta.url));

/** A private file in the test's uploads folder, recorded as a lecture's media. */
export const storeLectureFile = async (
  db: Database,
  dataDir: string,
  body: Buffer,
  ext: string,
  mimeType: string,
) => {
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await createLocalFileStorage(path.join(dataDir, 'uploads')).save(name, body);
  await db.insert(mediaFiles).values({
    fileName: name,
    originalName: `lecture.${ext}`,
    mimeType,
    kind: ext === 'mp4' ? 'video' : 'document',
    sizeBytes: body.length,
    visibility: 'private',
    purpose: 'lecture',
  });
  return name;
};

export type LearningCourse = Awaited<ReturnType<typeof insertLearningCourse>>;

/**
 * A course with every lecture kind, in two sections: a preview video and a paid video (the demo's
 * real 8-second MP4), a quiz of two questions to pass at 50% that locks what follows and resets
 * its section when failed; then a text, a file and homework.
 */
export const insertLearningCourse = async (
  db: Database,
  dataDir: string,
  quiz: { resets?: boolean } = {},
) => {
  const course = await insertCourse(db);
  const video = await readFile(DEMO_VIDEO);
  const videoName = await storeLectureFile(db, dataDir, video, 'mp4', 'video/mp4');
  const fileName = await storeLectureFile(
    db,
    dataDir,
    Buffer.from('%PDF-1.4 worksheet'),
    'pdf',
    'application/pdf',
  );
  const [quizRow] = await db
    .insert(quizzes)
    .values({ courseId: course.id, title: 'Check yourself' })
    .returning();
  const [homework] = await db
    .insert(homeworks)
    .values({ courseId: course.id, title: 'Your project', instructions: 'Build a small page' })
    .returning();
  if (!quizRow || !homework) throw new Error('quiz or homework not inserted');
  const [q1, q2] = await db
    .insert(quizQuestions)
    .values([
      {
        quizId: quizRow.id,
        location: 0,
        text: 'Two and two?',
        choices: [
          { id: 'a', text: '3' },
          { id: 'b', text: '4' },
        ],
        correctChoiceIds: ['b'],
      },
      {
        quizId: quizRow.id,
        location: 1,
        text: 'Pick the even ones',
        choices: [
          { id: 'a', text: '2' },
          { id: 'b', text: '3' },
          { id: 'c', text: '4' },
        ],
        correctChoiceIds: ['a', 'c'],
      },
    ])
    .returning();
  const [first, second] = await db
    .insert(courseSections)
    .values([
      { courseId: course.id, name: 'Start', location: 0 },
      { courseId: course.id, name: 'More', location: 1 },
    ])
    .returning();
  if (!first || !second || !q1 || !q2) throw new Error('curriculum not inserted');
  const rows: InferInsertModel<typeof lectures>[] = [
    {
      sectionId: first.id,
      courseId: course.id,
      name: 'Welcome',
      location: 0,
      isPreview: true,
      contentType: 'video',
      videoUrl: `/uploads/${videoName}`,
      videoDurationSeconds: 8,
    },
    {
      sectionId: first.id,
      courseId: course.id,
      name: 'Basics',
      location: 1,
      contentType: 'video',
      videoUrl: `/uploads/${videoName}`,
      videoDurationSeconds: 100,
    },
    {
      sectionId: first.id,
      courseId: course.id,
      name: 'Quiz',
      location: 2,
      contentType: 'quiz',
      quizId: quizRow.id,
      checkPassQuiz: true,
      scorePassQuiz: 50,
      isQuizIntegrateNotPassResetProgress: quiz.resets ?? false,
    },
    {
      sectionId: second.id,
      courseId: course.id,
      name: 'Reading',
      location: 0,
      contentType: 'text',
      contentText: '<p>Read me</p><script>alert(1)</script>',
    },
    {
      sectionId: second.id,
      courseId: course.id,
      name: 'Worksheet',
      location: 1,
      contentType: 'file',
      contentFile: fileName,
    },
    {
      sectionId: second.id,
      courseId: course.id,
      name: 'Project',
      location: 2,
      contentType: 'homework',
      homeworkId: homework.id,
    },
  ];
  const inserted = await db.insert(lectures).values(rows).returning();
  const [preview, paid, quizLecture, text, file, project] = inserted;
  if (!preview || !paid || !quizLecture || !text || !file || !project)
    throw new Error('lectures not inserted');
  return {
    course,
    video,
    lectures: { preview, paid, quiz: quizLecture, text, file, project },
    questions: { q1, q2 },
  };
};

/** Enrols a student directly, as an approved order would, with a plan's access. */
export const enrol = async (
  db: Database,
  userId: number,
  courseId: number,
  access: Partial<InferInsertModel<typeof enrolments>> = {},
) => {
  const [row] = await db
    .insert(enrolments)
    .values({
      userId,
      courseId,
      planType: 'One-Time Payment',
      startsAt: new Date(Date.now() - 60_000),
      ...access,
    })
    .returning();
  if (!row) throw new Error('enrolment not inserted');
  return row;
};
