import { ErrorCode } from '@shop/domain/errors/error-codes';
import { lectureKindOf } from '@shop/domain/learning/lecture-progress';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage/file-storage';
import type { SessionUserRow } from '../../plugins/session';
import { findPublishedCourse } from '../catalogue/index';
import { findMediaFile, serveStoredFile, type ServedUpload } from '../media/index';
import { loadCourseLectures, type LectureRow } from './course-lectures';
import { standingOf } from './course-progress-view';
import type { LearningDeps } from './learning-deps';
import { findProgress } from './progress.repository';
import { requireLearningAccess } from './progress.service';
import { isExternalVideo } from './external-video';
import { findLecture } from './lectures.repository';

const notFound = () => new AppError(ErrorCode.NOT_FOUND, { message: 'No media for this lecture' });

/** The stored file behind a lecture: its video, or the file of a file lecture (`/uploads/<name>` or a bare name). */
export const storedFileOf = (lecture: LectureRow): string | null => {
  const kind = lectureKindOf(lecture.contentType);
  const source =
    kind === 'video' && !isExternalVideo(lecture)
      ? lecture.videoUrl
      : kind === 'file'
        ? lecture.contentFile
        : null;
  const match = /^(?:\/?uploads\/)?([0-9a-f]{32}\.[a-z0-9]{2,4})$/.exec(source ?? '');
  return match?.[1] ?? null;
};

/** The student may open this lecture now: enrolled with time left, and not behind a quiz to pass. */
const requireLectureOpen = async (
  deps: LearningDeps,
  viewerId: number | null,
  lecture: LectureRow,
  now: Date,
) => {
  if (viewerId === null)
    throw new AppError(ErrorCode.UNAUTHORIZED, { message: 'Sign in to watch this lecture' });
  await requireLearningAccess(deps, viewerId, lecture.courseId, now);
  const course = await loadCourseLectures(deps.db, deps.cache, lecture.courseId);
  const progress = await findProgress(deps.db, viewerId, lecture.courseId);
  if (standingOf(course, progress?.lectures ?? {}, null).locked.has(lecture.id))
    throw new AppError(ErrorCode.LECTURE_LOCKED, { message: 'Pass the quiz before this lecture first' });
};

/**
 * Refuses a viewer who may not watch the lecture now: anyone may watch a preview lecture of a
 * published course, otherwise only a student who may open it. Answers whether it is a preview.
 */
export const requireLectureViewable = async (
  deps: LearningDeps,
  viewerId: number | null,
  lecture: LectureRow,
  now: Date,
): Promise<boolean> => {
  const isPreview = lecture.isPreview && (await findPublishedCourse(deps.db, lecture.courseId, now)) !== null;
  if (!isPreview) await requireLectureOpen(deps, viewerId, lecture, now);
  return isPreview;
};

/**
 * A lecture's video or file, to anyone for a preview lecture of a published course, otherwise
 * only to a student who may open it now. Ranges are served, so a video seeks without
 * downloading whole; nothing is cached on the way.
 */
export const openLectureMedia = async (
  deps: LearningDeps & { storage: FileStorage },
  viewer: SessionUserRow | null,
  lectureId: number,
  rangeHeader: string | undefined,
  now: Date = new Date(),
): Promise<ServedUpload> => {
  const lecture = await findLecture(deps.db, lectureId);
  const name = lecture ? storedFileOf(lecture) : null;
  if (!lecture || !name) throw notFound();
  await requireLectureViewable(deps, viewer?.id ?? null, lecture, now);
  const media = await findMediaFile(deps.db, name);
  const size = media ? await deps.storage.size(name) : null;
  if (!media || size === null) throw notFound();
  const isFile = lectureKindOf(lecture.contentType) === 'file';
  return serveStoredFile(deps.storage, name, size, rangeHeader, {
    'content-type': media.mimeType,
    'cache-control': 'private, no-store',
    ...(isFile
      ? {
          'content-disposition': `attachment; filename="lecture-${String(lecture.id)}.${name.split('.').pop() ?? 'bin'}"`,
        }
      : {}),
  });
};
