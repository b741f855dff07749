import type { QueryClient } from '@tanstack/react-query';
import { ignore } from '../../route-prefetch';
import { currentUserQueryOptions } from '../../../features/auth/api/current-user';
import { countdownQueryOptions } from '../../../features/learning/api/get-countdown';
import { courseProgressQueryOptions } from '../../../features/learning/api/get-course-progress';
import { lastWatchedQueryOptions } from '../../../features/learning/api/get-last-watched';
import { playlistQueryOptions } from '../../../features/learning/api/get-playlist';
import { videoStreamQueryOptions } from '../../../features/learning/api/get-video-stream';
import { requestedLectureId } from '../../../features/learning/lib/playlist';

/**
 * What a course's lessons (`?learn=true`) show a signed-in reader, asked for at once on the
 * server: the playlist, the reader's progress, where they left off, the access left and, when
 * the address names a lecture, its video. The render found them one after another otherwise.
 */
export const prefetchLessons = async (client: QueryClient, courseId: number, url: URL) => {
  const user = await client.query(currentUserQueryOptions()).catch(ignore);
  if (!user) return;
  const lectureId = requestedLectureId(url.searchParams.get('lecture'));
  await Promise.all([
    client.query(playlistQueryOptions(courseId)).catch(ignore),
    client.query(courseProgressQueryOptions(user.id, courseId)).catch(ignore),
    client.query(lastWatchedQueryOptions(user.id, courseId)).catch(ignore),
    client.query(countdownQueryOptions(courseId)).catch(ignore),
    lectureId === null ? null : client.query(videoStreamQueryOptions(lectureId)).catch(ignore),
  ]);
};
