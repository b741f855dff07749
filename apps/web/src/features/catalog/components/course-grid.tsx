import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@shop/contract/catalog/list-courses';
import { CourseCard } from '../../../components/course-card';
import { PagedGrid, type GridPaging } from '../../../components/paged-grid';

type CourseGridProps = {
  courses: { data: CourseSummary[]; total: number } | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Without paging the whole list is shown. */
  paging?: GridPaging;
  /** The cards' heading level: 2 when the list's heading is the page's h1, else 3. */
  cardHeadingLevel?: 2 | 3;
};

/** Course cards in the shop's paged grid. */
export const CourseGrid = ({ courses, paging, cardHeadingLevel, ...states }: CourseGridProps) => {
  const { t } = useTranslation();
  return (
    <PagedGrid
      {...states}
      page={courses}
      paging={paging}
      emptyText={t('catalog.empty')}
      countText={(total) => t('catalog.courseCount', { count: total })}
      itemKey={(course) => course.id}
      renderItem={(course) => <CourseCard course={course} headingLevel={cardHeadingLevel} />}
    />
  );
};
