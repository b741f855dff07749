import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { retryVideoTranscodeRoute, videoTranscodeRoute } from '@shop/contract/media/video-transcode';
import { api } from '../../../lib/api-client';

export const getVideoTranscode = async (fileName: string) =>
  (await api.call(videoTranscodeRoute, { params: { fileName } })).data;

/** Asked again every few seconds while the video waits or is processed, so the percent moves. */
export const videoTranscodeQueryOptions = (fileName: string) =>
  queryOptions({
    queryKey: ['admin', 'video-transcode', fileName],
    queryFn: () => getVideoTranscode(fileName),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'processing' ? 3_000 : false;
    },
  });

export const useVideoTranscode = (fileName: string) => useQuery(videoTranscodeQueryOptions(fileName));

export const retryVideoTranscode = async (fileName: string) =>
  (await api.call(retryVideoTranscodeRoute, { params: { fileName } })).data;

export const useRetryVideoTranscode = (fileName: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryVideoTranscode(fileName),
    onSuccess: (data) => {
      queryClient.setQueryData(videoTranscodeQueryOptions(fileName).queryKey, data);
    },
  });
};
