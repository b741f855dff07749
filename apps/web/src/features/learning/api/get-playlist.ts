import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';

// The route's schemas load with its first call, not with the player (see `lazyRoute`).
const curriculumRoute = lazyRoute(() => import('@shop/contract/catalog/curriculum'), 'curriculumRoute');

export const getPlaylist = async (courseId: number, signal?: AbortSignal) =>
  (await api.call(curriculumRoute, { params: { courseId }, ...(signal ? { signal } : {}) })).data;

export const playlistQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['learning', 'playlist', courseId],
    queryFn: ({ signal }) => getPlaylist(courseId, signal),
  });

/** The course's sections and lectures with the addresses this student may play (spec 1's video playlist). */
export const usePlaylist = (courseId: number) => useQuery(playlistQueryOptions(courseId));
