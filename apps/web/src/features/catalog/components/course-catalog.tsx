import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/list-toolbar';
import { useListParams } from '../../../hooks/use-list-params';
import { useCourses } from '../api/list-courses';
import { CourseGrid } from './course-grid';

/**
 * The searchable, paged grid of published courses (home page). The page and the keyword live in
 * the address (`/?page=2`), so a page of the catalogue can be shared, reloaded and crawled.
 */
export const CourseCatalog = () => {
  const { t } = useTranslation();
  const { params, query, update, paging } = useListParams();
  const courses = useCourses(query);

  return (
    <section aria-labelledby="catalog-heading">
      <ListToolbar
        headingId="catalog-heading"
        heading={t('catalog.heading')}
        headingLevel={2}
        searchLabel={t('catalog.searchPlaceholder')}
        keyword={params.keyword}
        onSearch={(keyword) => update({ keyword })}
      />
      <CourseGrid
        courses={courses.data}
        isPending={courses.isPending}
        isError={courses.isError}
        onRetry={() => void courses.refetch()}
        paging={paging}
      />
    </section>
  );
};
