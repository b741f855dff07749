import { Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@shop/contract/http/pagination';
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
      <div className="catalog-toolbar">
        <Typography.Title level={2} id="catalog-heading">
          {t('catalog.heading')}
        </Typography.Title>
        <Input.Search
          allowClear
          aria-label={t('catalog.searchPlaceholder')}
          placeholder={t('catalog.searchPlaceholder')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          className="catalog-search"
        />
      </div>
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
