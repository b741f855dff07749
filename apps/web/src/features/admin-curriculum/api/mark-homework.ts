import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markHomeworkRoute } from '@shop/contract/learning/homework';
import { api } from '../../../lib/api-client';

export type HomeworkMark = { status: 'passed' | 'failed'; score: number | null; feedback: string };

export const markHomework = async ({ id, mark }: { id: number; mark: HomeworkMark }) =>
  (await api.call(markHomeworkRoute, { params: { id }, body: mark })).data;

export const useMarkHomework = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markHomework,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'homework'] }),
  });
};
