import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseSummary } from '@shop/contract/catalog/list-courses';
import { FallbackImage } from './fallback-image';
import { PriceText } from './price-text';
import { Tag } from './ui/tag';
import './course-card.css';

type CourseCardProps = {
  course: CourseSummary;
  /** One level under the list's heading: 2 under a page's h1, 3 (the default) under a section's h2. */
  headingLevel?: 2 | 3 | undefined;
};

/**
 * A course in a list: the title is the link, stretched over the whole card, so the link's name is
 * the text a reader sees on it (WCAG 2.5.3); it is described by the course's type and price.
 */
export const CourseCard = ({ course, headingLevel = 3 }: CourseCardProps) => {
  const { t } = useTranslation();
  const id = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const hasPrice = course.starting_price !== null;
  return (
    <article className="course-card">
      <FallbackImage src={course.picture_url} alt="" className="course-card-cover" />
      <div className="course-card-body">
        <Tag tone="blue">
          <span id={`${id}-type`}>{t(`courseType.${course.course_type}`)}</span>
        </Tag>
        <Title className="course-card-title">
          <Link
            to={course.link_path}
            className="course-card-link"
            aria-describedby={hasPrice ? `${id}-type ${id}-price` : `${id}-type`}
          >
            {course.title}
          </Link>
        </Title>
        <p className="text-secondary course-card-secondary course-card-summary">{course.short_description}</p>
        {course.instructor_name && (
          <p className="text-secondary course-card-secondary">
            {t('catalog.by', { name: course.instructor_name })}
          </p>
        )}
        {course.starting_price !== null && (
          <p id={`${id}-price`} className="course-card-price">
            {course.starting_price > 0 && <span>{t('catalog.startingFrom')} </span>}
            <strong>
              <PriceText amount={course.starting_price} />
            </strong>
          </p>
        )}
      </div>
    </article>
  );
};
