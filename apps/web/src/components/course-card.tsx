import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseSummary } from '@shop/contract/catalog/list-courses';
import { FallbackImage } from './fallback-image';
import { PriceText } from './price-text';

type CourseCardProps = { course: CourseSummary };

export const CourseCard = ({ course }: CourseCardProps) => {
  const { t } = useTranslation();
  return (
    <Link to={course.link_path} aria-label={course.title} className="course-card-link">
      <Card
        hoverable
        cover={<FallbackImage src={course.picture_url} alt={course.title} className="course-card-cover" />}
      >
        <Tag color="blue">{t(`courseType.${course.course_type}`)}</Tag>
        <Typography.Title level={3} className="course-card-title" ellipsis={{ rows: 2 }}>
          {course.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }}>
          {course.short_description}
        </Typography.Paragraph>
        {course.instructor_name && (
          <Typography.Text type="secondary">
            {t('catalog.by', { name: course.instructor_name })}
          </Typography.Text>
        )}
        {course.starting_price !== null && (
          <div className="course-card-price">
            {course.starting_price > 0 && <span>{t('catalog.startingFrom')} </span>}
            <strong>
              <PriceText amount={course.starting_price} />
            </strong>
          </div>
        )}
      </Card>
    </Link>
  );
};
