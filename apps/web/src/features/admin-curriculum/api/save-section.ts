import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createAdminSectionRoute,
  deleteAdminSectionRoute,
  updateAdminSectionRoute,
} from '@shop/contract/admin/curriculum-routes';
import { api } from '../../../lib/api-client';
import { refreshCurriculum } from '../lib/refresh-curriculum';

/** Adds a section (no id) or renames one. */
export const saveSection = async ({
  courseId,
  id,
  name,
}: {
  courseId: number;
  id: number | null;
  name: string;
}) =>
  id === null
    ? (await api.call(createAdminSectionRoute, { params: { courseId }, body: { name } })).data
    : (await api.call(updateAdminSectionRoute, { params: { id }, body: { name } })).data;

export const useSaveSection = (courseId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; name: string }) => saveSection({ courseId, ...input }),
    onSuccess: () => refreshCurriculum(queryClient, courseId),
  });
};

export const deleteSection = (id: number) => api.call(deleteAdminSectionRoute, { params: { id } });

export const useDeleteSection = (courseId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSection,
    onSuccess: () => refreshCurriculum(queryClient, courseId),
  });
};
