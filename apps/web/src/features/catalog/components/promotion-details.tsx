import { Card, Col, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PromotionWire } from '@shop/contract/catalog/promotion';
import { usePromotionTexts } from '../hooks/use-promotion-texts';
import '../../../components/list-page.css';

/** A promotion: what it takes off, on which condition, and the courses it covers. */
export const PromotionDetails = ({ promotion }: { promotion: PromotionWire }) => {
  const { t } = useTranslation();
  const texts = usePromotionTexts(promotion);
  return (
    <article aria-labelledby="promotion-heading" className="promotion-page">
      <Tag color="volcano">{t('catalog.promotion.heading')}</Tag>
      <Typography.Title level={1} id="promotion-heading" className="catalog-page-title">
        {promotion.title}
      </Typography.Title>
      <Typography.Paragraph className="promotion-discount">{texts.discount}</Typography.Paragraph>
      <Typography.Paragraph>{texts.rule}</Typography.Paragraph>
      {promotion.description_list.length > 0 && (
        <ul>
          {promotion.description_list.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <Typography.Title level={2}>{t('catalog.promotion.courses')}</Typography.Title>
      <Row gutter={[16, 16]}>
        {promotion.coursesInPromotion.map((course) => (
          <Col key={course.id} xs={24} sm={12} lg={8}>
            <Card title={course.title}>
              <Link
                to={course.link_path}
                aria-label={`${t('catalog.promotion.viewCourse')}: ${course.title}`}
              >
                {t('catalog.promotion.viewCourse')}
              </Link>
            </Card>
          </Col>
        ))}
      </Row>
    </article>
  );
};
