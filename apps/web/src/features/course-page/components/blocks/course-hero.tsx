import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCoursePage } from '../../hooks/course-page-context';
import { CourseFacts } from './course-facts';

type CourseHeroProps = { className?: string };

/** Type, category, title, short description, instructor and facts: the top of every layout. */
export const CourseHero = ({ className }: CourseHeroProps) => {
  const { t } = useTranslation();
  const { course } = useCoursePage();
  return (
    <header className={['course-hero', className].filter(Boolean).join(' ')}>
      <div className="course-hero-tags">
        <Tag color="blue">{t(`courseType.${course.courseType}`)}</Tag>
        {course.category && (
          <Link to={course.category.link_path} className="course-hero-category">
            {course.category.name}
          </Link>
        )}
      </div>
      <Typography.Title level={1} className="course-hero-title">
        {course.courseDescription.title}
      </Typography.Title>
      {course.courseDescription.shortDescription && (
        <Typography.Paragraph className="course-hero-lead">
          {course.courseDescription.shortDescription}
        </Typography.Paragraph>
      )}
      {course.instructor && (
        <Typography.Paragraph className="course-hero-instructor">
          {t('catalog.course.instructor')}: <strong>{course.instructor.name}</strong>
        </Typography.Paragraph>
      )}
      <CourseFacts />
    </header>
  );
};
