import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createAdminLectureRoute,
  deleteAdminLectureRoute,
  updateAdminLectureRoute,
} from '@shop/contract/admin/curriculum-routes';
import type { AdminLectureBody } from '@shop/contract/admin/curriculum-schemas';
import { api } from '../../../lib/api-client';
import { refreshCurriculum } from '../lib/refresh-curriculum';

/** Adds a lecture (no id) or replaces one. */
export const saveLecture = async ({
  courseId,
  id,
  body,
}: {
  courseId: number;
  id: number | null;
  body: AdminLectureBody;
}) =>
  id === null
    ? (await api.call(createAdminLectureRoute, { params: { courseId }, body })).data
    : (await api.call(updateAdminLectureRoute, { params: { id }, body })).data;

export const useSaveLecture = (courseId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; body: AdminLectureBody }) => saveLecture({ courseId, ...input }),
    onSuccess: () => refreshCurriculum(queryClient, courseId),
  });
};

export const deleteLecture = (id: number) => api.call(deleteAdminLectureRoute, { params: { id } });

export const useDeleteLecture = (courseId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLecture,
    onSuccess: () => refreshCurriculum(queryClient, courseId),
  });
};
