import type { CurriculumSection } from '@shop/contract/catalog/curriculum';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/sanitize-rich-text';
import type { TtlCache } from '../../lib/ttl-cache';
import type { SessionUserRow } from '../../plugins/session';
import { getSiteSettings } from '../settings/index';
import { findCurriculum, findOpenEnrolledCourseIds, findPublishedCourse } from '../catalogue/index';
import { loadCourseLectures } from './course-lectures';
import { standingOf } from './course-progress-view';
import { isExternalVideo } from './external-video';
import { lectureMediaPath } from './lecture-media-path';
import { storedFileOf } from './lecture-media.service';
import { findProgress } from './progress.repository';

type Loaded = Awaited<ReturnType<typeof findCurriculum>>;
type LoadedLecture = Loaded[number]['lectures'][number];

/** Where a lecture plays: our protected media route for our files, the other site's address for an external video. */
const playableAt = (lecture: LoadedLecture): string | null => {
  if (isExternalVideo(lecture)) return lecture.videoUrl;
  return storedFileOf(lecture) ? lectureMediaPath(lecture.id) : null;
};

const toSections = (loaded: Loaded, isEnrolled: boolean, locked: ReadonlySet<number>): CurriculumSection[] =>
  loaded.map(({ section, lectures }) => {
    const lectureList = lectures.map((lecture) => {
      const isOpen = isEnrolled || lecture.isPreview;
      const isVideo = lecture.contentType === 'video';
      return {
        lectures_id: lecture.id,
        lectures_name: lecture.name,
        lectures_preview: lecture.isPreview,
        video_duration: lecture.videoDurationSeconds,
        content_type: lecture.contentType,
        content_text: isOpen && lecture.contentText !== null ? sanitizeRichText(lecture.contentText) : null,
        content_file: isOpen && !isVideo ? playableAt(lecture) : null,
        quiz_id: lecture.quizId,
        homework_id: lecture.homeworkId,
        check_pass_quiz: lecture.checkPassQuiz,
        score_pass_quiz: lecture.scorePassQuiz,
        video_id: lecture.contentType === 'video' ? lecture.id : null,
        video_name: lecture.videoName,
        video_url: isOpen && isVideo ? playableAt(lecture) : null,
        upload_video_type: lecture.uploadVideoType,
        quiz_integrate_type: lecture.quizIntegrateType,
        is_quiz_integrate_not_pass_reset_progress: lecture.isQuizIntegrateNotPassResetProgress,
        is_open: isOpen,
        is_locked: locked.has(lecture.id),
      };
    });
    return {
      sections_id: section.id,
      sections_name: section.name,
      sections_location: section.location,
      lectures_list: lectureList,
      dataResult: {
        lecture_count: lectureList.length,
        video_seconds: lectureList.reduce((sum, lecture) => sum + lecture.video_duration, 0),
      },
      videoResult: lectureList.flatMap((lecture) =>
        lecture.video_url ? [{ lectures_id: lecture.lectures_id, video_url: lecture.video_url }] : [],
      ),
    };
  });

const lockedFor = async (db: Database, cache: TtlCache, userId: number, courseId: number) => {
  const progress = await findProgress(db, userId, courseId);
  return standingOf(await loadCourseLectures(db, cache, courseId), progress?.lectures ?? {}, null).locked;
};

/**
 * The curriculum as this viewer may see it: every name and duration, but the content of
 * a lecture only when it is a preview or the viewer is enrolled, and for an enrolled student
 * which lectures wait behind a quiz.
 */
export const getCurriculum = async (
  db: Database,
  cache: TtlCache,
  courseId: number,
  viewer: SessionUserRow | null,
): Promise<CurriculumSection[]> => {
  const now = new Date();
  const enrolled = viewer
    ? (await findOpenEnrolledCourseIds(db, viewer.id, now, [courseId])).length > 0
    : false;
  if (!enrolled) {
    const course = await findPublishedCourse(db, courseId, now);
    if (!course) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such course' });
    if (!(await getSiteSettings(db)).is_enable_course_curriculum) return [];
  }
  const loaded = await cache.getOrLoad(`curriculum:${String(courseId)}`, () => findCurriculum(db, courseId));
  const locked = viewer && enrolled ? await lockedFor(db, cache, viewer.id, courseId) : new Set<number>();
  return toSections(loaded, enrolled, locked);
};

/** A course's section names and the length of its videos, for the page's structured data. */
export const courseOutline = async (
  db: Database,
  cache: TtlCache,
  courseId: number,
): Promise<{ sectionNames: string[]; videoSeconds: number }> => {
  const loaded = await cache.getOrLoad(`curriculum:${String(courseId)}`, () => findCurriculum(db, courseId));
  return {
    sectionNames: loaded.map(({ section }) => section.name),
    videoSeconds: loaded
      .flatMap(({ lectures }) => lectures)
      .reduce((sum, lecture) => sum + lecture.videoDurationSeconds, 0),
  };
};
