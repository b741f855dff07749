import type { LectureRow } from './course-lectures';

/** Video kinds played from another site (an iframe), never from our storage. */
export const EXTERNAL_VIDEO_TYPES: readonly string[] = ['youtube', 'vimeo'];

/**
 * A YouTube or Vimeo lecture. Its play time cannot be measured from our page (their players run
 * on their own sites), so it is done when opened, like a text.
 */
export const isExternalVideo = (lecture: Pick<LectureRow, 'contentType' | 'uploadVideoType'>): boolean =>
  lecture.contentType === 'video' && EXTERNAL_VIDEO_TYPES.includes(lecture.uploadVideoType ?? '');
