import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PromotionWire } from '@shop/contract/catalog/promotion';
import { Tag } from '../../../components/ui/tag';
import { usePromotionTexts } from '../hooks/use-promotion-texts';
import '../../../components/course-card.css';
import '../../../components/list-page.css';

/** A promotion: what it takes off, on which condition, and the courses it covers. */
export const PromotionDetails = ({ promotion }: { promotion: PromotionWire }) => {
  const { t } = useTranslation();
  const texts = usePromotionTexts(promotion);
  return (
    <article aria-labelledby="promotion-heading" className="promotion-page">
      <Tag tone="orange">{t('catalog.promotion.heading')}</Tag>
      <h1 id="promotion-heading" className="catalog-page-title">
        {promotion.title}
      </h1>
      <p className="promotion-discount">{texts.discount}</p>
      <p>{texts.rule}</p>
      {promotion.description_list.length > 0 && (
        <ul>
          {promotion.description_list.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <h2 className="catalog-section-title">{t('catalog.promotion.courses')}</h2>
      <ul className="card-grid promotion-courses">
        {promotion.coursesInPromotion.map((course) => (
          <li key={course.id} className="promotion-course">
            <h3 className="promotion-course-title">{course.title}</h3>
            <Link to={course.link_path} aria-label={`${t('catalog.promotion.viewCourse')}: ${course.title}`}>
              {t('catalog.promotion.viewCourse')}
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
};
