import { Alert, Button, Col, Empty, Input, Pagination, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@shop/contract/http/pagination';
import { useCourses } from '../api/list-courses';
import { CourseCard } from './course-card';

/** The searchable, paged grid of published courses. */
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
      {courses.isError && (
        <Alert
          type="error"
          showIcon
          title={t('common.loadFailed')}
          action={<Button onClick={() => void courses.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      {courses.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {courses.data?.data.length === 0 && <Empty description={t('catalog.empty')} />}
      {courses.data && courses.data.data.length > 0 && (
        <>
          <Row gutter={[24, 24]}>
            {courses.data.data.map((course) => (
              <Col key={course.id} xs={24} sm={12} lg={8} xl={6}>
                <CourseCard course={course} />
              </Col>
            ))}
          </Row>
          <Pagination
            className="catalog-pagination"
            current={page}
            pageSize={limit}
            total={courses.data.total}
            pageSizeOptions={PAGE_SIZES.map(String)}
            showSizeChanger
            showTotal={(total) => t('catalog.courseCount', { count: total })}
            onChange={(nextPage, nextLimit) => {
              setPage(nextLimit === limit ? nextPage : 1);
              setLimit(nextLimit);
            }}
          />
        </>
      )}
    </section>
  );
};
