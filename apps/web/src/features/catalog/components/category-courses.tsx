import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@shop/contract/catalog/list-courses';
import { paths } from '../../../config/paths';
import type { GridPaging } from '../../../components/paged-grid';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
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
      <Breadcrumb items={[{ title: t('nav.courses'), to: paths.courses() }, { title: name }]} />
      <h1 id="category-heading" className="catalog-page-title">
        {t('catalog.list.categoryHeading', { name })}
      </h1>
      <CourseGrid
        courses={{ data: courses.courses, total: courses.total }}
        isPending={false}
        isError={false}
        onRetry={() => undefined}
        paging={paging}
        cardHeadingLevel={2}
      />
    </section>
  );
};
