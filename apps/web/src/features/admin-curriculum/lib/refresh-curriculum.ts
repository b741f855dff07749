import type { QueryClient } from '@tanstack/react-query';
import { adminCurriculumQueryOptions } from '../api/get-admin-curriculum';

/** After a change: the editor's copy and everything this browser holds of the storefront are stale. */
export const refreshCurriculum = (queryClient: QueryClient, courseId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCurriculumQueryOptions(courseId).queryKey }),
    queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'admin' }),
  ]);
