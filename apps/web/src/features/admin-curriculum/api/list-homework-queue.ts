import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminHomeworkQueueRoute } from '@shop/contract/learning/homework';
import { api } from '../../../lib/api-client';

export type HomeworkQueueQuery = {
  status: 'submitted' | 'passed' | 'failed';
  page: number;
  pageSize: number;
};

export const listHomeworkQueue = (query: HomeworkQueueQuery) => api.call(adminHomeworkQueueRoute, { query });

export const homeworkQueueQueryOptions = (query: HomeworkQueueQuery) =>
  queryOptions({
    queryKey: ['admin', 'homework', query],
    queryFn: () => listHomeworkQueue(query),
    placeholderData: keepPreviousData,
  });

export const useHomeworkQueue = (query: HomeworkQueueQuery) => useQuery(homeworkQueueQueryOptions(query));
