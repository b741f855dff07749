import { Alert, Button, Col, Empty, Pagination, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@shop/contract/catalog/list-courses';
import { PAGE_SIZES } from '@shop/contract/http/pagination';
import { CourseCard } from '../../../components/course-card';

type CourseGridProps = {
  courses: { data: CourseSummary[]; total: number } | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Without paging the whole list is shown (category pages). */
  paging?: { page: number; limit: number; onChange: (page: number, limit: number) => void };
};

/** Course cards in a responsive grid (1, 2, 3, 4 columns), with paging of 10/20/30/40. */
export const CourseGrid = ({ courses, isPending, isError, onRetry, paging }: CourseGridProps) => {
  const { t } = useTranslation();
  if (isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('common.loadFailed')}
        action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
      />
    );
  }
  if (isPending || !courses) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (courses.data.length === 0) return <Empty description={t('catalog.empty')} />;
  return (
    <>
      <Row gutter={[24, 24]}>
        {courses.data.map((course) => (
          <Col key={course.id} xs={24} sm={12} lg={8} xl={6}>
            <CourseCard course={course} />
          </Col>
        ))}
      </Row>
      {paging && (
        <Pagination
          className="catalog-pagination"
          current={paging.page}
          pageSize={paging.limit}
          total={courses.total}
          pageSizeOptions={PAGE_SIZES.map(String)}
          showSizeChanger
          showTotal={(total) => t('catalog.courseCount', { count: total })}
          onChange={paging.onChange}
        />
      )}
    </>
  );
};
