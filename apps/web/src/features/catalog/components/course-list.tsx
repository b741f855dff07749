import { useTranslation } from 'react-i18next';
import { FilterTag } from '../../../components/filter-tag';
import { ListToolbar } from '../../../components/list-toolbar';
import { useListParams } from '../../../hooks/use-list-params';
import { useCourses } from '../api/list-courses';
import { isCourseTypeFilter } from '../hooks/use-course-type-options';
import { CourseGrid } from './course-grid';
import { CourseTypeFilter } from './course-type-filter';
import '../../../components/list-page.css';

/**
 * `/courses`: every published course, narrowed by course type (or a category slug given in the
 * address) and a keyword, 10/20/30/40 a page. The choices live in the address.
 */
export const CourseList = () => {
  const { t } = useTranslation();
  const { params, query, update, paging } = useListParams();
  const courses = useCourses(query);
  const isTypeFilter = params.filter === '' || isCourseTypeFilter(params.filter);

  return (
    <section aria-labelledby="course-list-heading">
      <ListToolbar
        headingId="course-list-heading"
        heading={t('catalog.heading')}
        searchLabel={t('catalog.searchPlaceholder')}
        keyword={params.keyword}
        onSearch={(keyword) => update({ keyword })}
      />
      <CourseTypeFilter
        value={isTypeFilter ? params.filter : undefined}
        onChange={(filter) => update({ filter })}
      />
      {!isTypeFilter && <FilterTag filter={params.filter} onClear={() => update({ filter: '' })} />}
      <CourseGrid
        courses={courses.data}
        isPending={courses.isPending}
        isError={courses.isError}
        onRetry={() => void courses.refetch()}
        paging={paging}
        cardHeadingLevel={2}
      />
    </section>
  );
};
