import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';

// The route's schemas load with its first call, not with the player (see `lazyRoute`).
const videoStreamRoute = lazyRoute(() => import('@shop/contract/learning/video-stream'), 'videoStreamRoute');

export const getVideoStream = async (lectureId: number) =>
  (await api.call(videoStreamRoute, { params: { lectureId } })).data;

/** A minute before the addresses end, fresh ones are fetched; the player swaps the token in. */
const RENEW_BEFORE_MS = 60_000;

export const videoStreamQueryOptions = (lectureId: number) =>
  queryOptions({
    queryKey: ['learning', 'video-stream', lectureId],
    queryFn: () => getVideoStream(lectureId),
    staleTime: Infinity,
    refetchInterval: (query) => {
      const expiresAt = query.state.data?.expires_at;
      if (!expiresAt) return false;
      return Math.max(5_000, new Date(expiresAt).getTime() - Date.now() - RENEW_BEFORE_MS);
    },
  });

/** Where a lecture's uploaded video streams from (signed addresses), or its original until ready. */
export const useVideoStream = (lectureId: number) => useQuery(videoStreamQueryOptions(lectureId));
