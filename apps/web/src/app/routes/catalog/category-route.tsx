import { useLocation } from 'react-router';
import { useSiteSettings } from '../../../features/settings/api/site-settings';
import { useListParams } from '../../../hooks/use-list-params';
import { useCategory } from '../../../features/catalog/api/get-category';
import { CategoryCourses } from '../../../features/catalog/components/category-courses';
import { PageLoadFailed, PageLoading, PageNotFound } from './page-states';
import { pageStatus } from './page-status';
import { pageTitle, useDocumentMeta } from './use-document-meta';

/** A category page at its link path (`/courses/<slug>`, POST /public/course/cate/pathname). */
export const CategoryRoute = () => {
  const { pathname } = useLocation();
  const { params, paging } = useListParams();
  const category = useCategory({ linkPath: pathname, page: params.page, limit: params.limit });
  const data = category.data;
  const siteTitle = useSiteSettings().data?.title;
  useDocumentMeta(
    data && siteTitle
      ? { title: pageTitle(null, data.category.name, siteTitle), description: data.category.name }
      : null,
  );

  const status = pageStatus(0, category);
  if (status === 'not-found') return <PageNotFound />;
  if (status === 'error') return <PageLoadFailed onRetry={() => void category.refetch()} />;
  if (!data) return <PageLoading />;
  return <CategoryCourses name={data.category.name} courses={data} paging={paging} />;
};
