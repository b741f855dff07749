import type { AdminLecture, AdminLectureBody } from '@shop/contract/admin/curriculum-schemas';
import { VIDEO_SOURCES } from '@shop/contract/admin/curriculum-schemas';

type Kind = AdminLecture['content_type'];
type VideoSource = (typeof VIDEO_SOURCES)[number];

/** The lecture modal's values: every kind's fields, of which the chosen kind's are saved. */
export type LectureFormValues = {
  name: string;
  content_type: Kind;
  is_preview: boolean;
  video_duration: number;
  upload_video_type: VideoSource;
  video_file: string | null;
  video_url: string;
  video_name: string;
  content_text: string;
  content_file: string | null;
  quiz_title: string;
  /** Choices as lines of text; the correct one counted from 1, as the form shows it. */
  questions: { text: string; choices: string; correct: number }[];
  score_pass_quiz: number | null;
  check_pass_quiz: boolean;
  is_quiz_integrate_not_pass_reset_progress: boolean;
  homework_title: string;
  instructions: string;
};

const sourceOf = (value: string | null): VideoSource =>
  (VIDEO_SOURCES as readonly string[]).includes(value ?? '') ? (value as VideoSource) : 'upload';

/** A stored file as the upload control names it: older rows hold `/uploads/<name>`. */
const storedName = (value: string | null | undefined) => (value ? value.replace(/^\/?uploads\//, '') : null);

export const choiceLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The modal's values for a lecture, or for a new one. */
export const formValuesOf = (lecture: AdminLecture | null): LectureFormValues => {
  const source = sourceOf(lecture?.upload_video_type ?? null);
  return {
    name: lecture?.name ?? '',
    content_type: lecture?.content_type ?? 'video',
    is_preview: lecture?.is_preview ?? false,
    video_duration: lecture?.video_duration ?? 0,
    upload_video_type: source,
    video_file: source === 'upload' ? storedName(lecture?.video_url) : null,
    video_url: source === 'upload' ? '' : (lecture?.video_url ?? ''),
    video_name: lecture?.video_name ?? '',
    content_text: lecture?.content_text ?? '',
    content_file: storedName(lecture?.content_file),
    quiz_title: lecture?.quiz?.title ?? '',
    questions: (lecture?.quiz?.questions ?? [{ text: '', choices: [], correct_choice: 0 }]).map(
      (question) => ({
        text: question.text,
        choices: question.choices.join('\n'),
        correct: question.correct_choice + 1,
      }),
    ),
    score_pass_quiz: lecture?.score_pass_quiz ?? null,
    check_pass_quiz: lecture?.check_pass_quiz ?? false,
    is_quiz_integrate_not_pass_reset_progress: lecture?.is_quiz_integrate_not_pass_reset_progress ?? false,
    homework_title: lecture?.homework?.title ?? '',
    instructions: lecture?.homework?.instructions ?? '',
  };
};

/** What the server stores for the chosen kind. */
export const lectureBodyOf = (sectionId: number, values: LectureFormValues): AdminLectureBody => {
  const common = {
    section_id: sectionId,
    name: values.name,
    is_preview: values.is_preview,
    video_duration: values.video_duration,
  };
  switch (values.content_type) {
    case 'video':
      return {
        ...common,
        content_type: 'video',
        upload_video_type: values.upload_video_type,
        video_url:
          values.upload_video_type === 'upload' ? (values.video_file ?? '') : values.video_url.trim(),
        video_name: values.video_name.trim() || null,
      };
    case 'text':
      return { ...common, content_type: 'text', content_text: values.content_text };
    case 'file':
      return { ...common, content_type: 'file', content_file: values.content_file ?? '' };
    case 'quiz':
      return {
        ...common,
        content_type: 'quiz',
        quiz: {
          title: values.quiz_title,
          questions: values.questions.map((question) => ({
            text: question.text,
            choices: choiceLines(question.choices),
            correct_choice: question.correct - 1,
          })),
        },
        score_pass_quiz: values.score_pass_quiz,
        check_pass_quiz: values.check_pass_quiz,
        is_quiz_integrate_not_pass_reset_progress: values.is_quiz_integrate_not_pass_reset_progress,
      };
    case 'homework':
      return {
        ...common,
        content_type: 'homework',
        homework: { title: values.homework_title, instructions: values.instructions },
      };
  }
};
