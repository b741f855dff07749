import { Breadcrumb, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseSummary } from '@shop/contract/catalog/list-courses';
import { paths } from '../../../config/paths';
import type { GridPaging } from '../../../components/paged-grid';
import { CourseGrid } from './course-grid';
import '../../../components/list-page.css';

type CategoryCoursesProps = {
  name: string;
  courses: { courses: CourseSummary[]; total: number };
  paging: GridPaging;
};

/** A category page: its name and a page of the published courses in it. */
export const CategoryCourses = ({ name, courses, paging }: CategoryCoursesProps) => {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="category-heading">
      <nav aria-label={t('catalog.list.breadcrumb')}>
        <Breadcrumb
          items={[{ title: <Link to={paths.courses()}>{t('nav.courses')}</Link> }, { title: name }]}
        />
      </nav>
      <Typography.Title level={1} id="category-heading" className="catalog-page-title">
        {t('catalog.list.categoryHeading', { name })}
      </Typography.Title>
      <CourseGrid
        courses={{ data: courses.courses, total: courses.total }}
        isPending={false}
        isError={false}
        onRetry={() => undefined}
        paging={paging}
      />
    </section>
  );
};
