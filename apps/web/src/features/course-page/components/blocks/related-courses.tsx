import { useTranslation } from 'react-i18next';
import { CourseCard } from '../../../../components/course-card';
import { useRelatedCourses, type RelatedKind } from '../../api/list-related-courses';
import { useCoursePage } from '../../hooks/course-page-context';
import { shownRelatedKinds } from '../../utils/shown-related-kinds';

const TITLES = {
  teacher: 'catalog.course.relatedTeacher',
  group: 'catalog.course.relatedGroup',
  bestseller: 'catalog.course.relatedBestseller',
} as const;

/** How many related courses a list shows. */
const SHOWN = 4;

const RelatedList = ({ kind }: { kind: RelatedKind }) => {
  const { t } = useTranslation();
  const { course } = useCoursePage();
  const related = useRelatedCourses(course.id, kind);
  const courses = (related.data ?? []).slice(0, SHOWN);
  if (courses.length === 0) return null;
  const titleId = `related-${kind}-title`;
  return (
    <section aria-labelledby={titleId} className="related-list">
      <h2 id={titleId} className="course-section-title">
        {t(TITLES[kind])}
      </h2>
      <ul className="related-grid">
        {courses.map((item) => (
          <li key={item.id}>
            <CourseCard course={item} />
          </li>
        ))}
      </ul>
    </section>
  );
};

/** Related courses by teacher, group and bestseller; each list only when its site flag is 1. */
export const RelatedCourses = () => {
  const { settings } = useCoursePage();
  const kinds = shownRelatedKinds(settings);
  return (
    <div className="related-courses">
      {kinds.map((kind) => (
        <RelatedList key={kind} kind={kind} />
      ))}
    </div>
  );
};
