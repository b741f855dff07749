import { queryOptions, useQuery } from '@tanstack/react-query';
import { curriculumRoute } from '@shop/contract/catalog/curriculum';
import { api } from '../../../lib/api-client';

export const getPlaylist = async (courseId: number, signal?: AbortSignal) =>
  (await api.call(curriculumRoute, { params: { courseId }, ...(signal ? { signal } : {}) })).data;

export const playlistQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['learning', 'playlist', courseId],
    queryFn: ({ signal }) => getPlaylist(courseId, signal),
  });

/** The course's sections and lectures with the addresses this student may play (spec 1's video playlist). */
export const usePlaylist = (courseId: number) => useQuery(playlistQueryOptions(courseId));
