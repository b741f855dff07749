import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAdminCourseStatusRoute, type CourseStatus } from '@shop/contract/admin/catalog-courses';
import { api } from '../../../lib/api-client';
import { ADMIN_CATALOG_KEY } from './list-admin-courses';

export const setAdminCourseStatus = ({ id, status }: { id: number; status: CourseStatus }) =>
  api.call(setAdminCourseStatusRoute, { params: { id }, body: { status } });

/** Every catalogue query is refetched afterwards (lists, the editor, the choices). */
export const useSetAdminCourseStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdminCourseStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CATALOG_KEY }),
  });
};
