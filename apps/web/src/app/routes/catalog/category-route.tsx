import { useLocation } from 'react-router';
import { useCategory } from '../../../features/catalog/api/get-category';
import { CategoryCourses } from '../../../features/catalog/components/category-courses';
import { PageLoadFailed, PageLoading, PageNotFound } from './page-states';
import { pageStatus } from './page-status';
import { useDocumentMeta } from './use-document-meta';

/** A category page at its link path (`/courses/<slug>`, POST /public/course/cate/pathname). */
export const CategoryRoute = () => {
  const { pathname } = useLocation();
  const category = useCategory(pathname);
  const data = category.data;
  useDocumentMeta(data ? { title: data.category.name, description: data.category.name } : null);

  const status = pageStatus(0, category);
  if (status === 'not-found') return <PageNotFound />;
  if (status === 'error') return <PageLoadFailed onRetry={() => void category.refetch()} />;
  if (!data) return <PageLoading />;
  return <CategoryCourses name={data.category.name} courses={data.courses} />;
};
