import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@shop/contract/http/pagination';
import { ListToolbar } from '../../../components/list-toolbar';
import { useCourses } from '../api/list-courses';
import { CourseGrid } from './course-grid';

/** The searchable, paged grid of published courses (home page). */
export const CourseCatalog = () => {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const courses = useCourses({ page, limit, ...(keyword ? { keyword } : {}) });

  return (
    <section aria-labelledby="catalog-heading">
      <ListToolbar
        headingId="catalog-heading"
        heading={t('catalog.heading')}
        headingLevel={2}
        searchLabel={t('catalog.searchPlaceholder')}
        onSearch={(value) => {
          setKeyword(value);
          setPage(1);
        }}
      />
      <CourseGrid
        courses={courses.data}
        isPending={courses.isPending}
        isError={courses.isError}
        onRetry={() => void courses.refetch()}
        paging={{
          page,
          limit,
          onChange: (nextPage, nextLimit) => {
            setPage(nextLimit === limit ? nextPage : 1);
            setLimit(nextLimit);
          },
        }}
      />
    </section>
  );
};
