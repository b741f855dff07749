import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tag } from '../../../../components/ui/tag';
import { useCoursePage } from '../../hooks/course-page-context';
import { CourseFacts } from './course-facts';

type CourseHeroProps = { className?: string };

/** Type, category, title, short description, instructor and facts: the top of every layout. */
export const CourseHero = ({ className }: CourseHeroProps) => {
  const { t } = useTranslation();
  const { course } = useCoursePage();
  return (
    <header className={clsx('course-hero', className)}>
      <div className="course-hero-tags">
        <Tag tone="blue">{t(`courseType.${course.courseType}`)}</Tag>
        {course.category && (
          <Link to={course.category.link_path} className="course-hero-category">
            {course.category.name}
          </Link>
        )}
      </div>
      <h1 className="course-hero-title">{course.courseDescription.title}</h1>
      {course.courseDescription.shortDescription && (
        <p className="course-hero-lead">{course.courseDescription.shortDescription}</p>
      )}
      {course.instructor && (
        <p className="course-hero-instructor">
          {t('catalog.course.instructor')}: <strong>{course.instructor.name}</strong>
        </p>
      )}
      <CourseFacts />
    </header>
  );
};
