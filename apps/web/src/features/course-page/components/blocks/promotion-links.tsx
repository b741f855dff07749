import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useCoursePage } from '../../hooks/course-page-context';
import { GiftIcon } from './course-icons';

/** The promotions this course is part of, each linking to its page (`/promotion/{id}`). */
export const PromotionLinks = () => {
  const { t } = useTranslation();
  const { promotion } = useCoursePage().course;
  if (promotion.length === 0) return null;
  return (
    <div className="course-promotions">
      <strong>
        <GiftIcon /> {t('catalog.course.promotions')}
      </strong>
      <ul>
        {promotion.map((item) => (
          <li key={item.id}>
            <Link to={paths.promotion(item.id)}>{item.title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
};
