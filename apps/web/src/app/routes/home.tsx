import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CategoryLinks } from '../../features/catalog/components/category-links';
import { CourseCatalog } from '../../features/catalog/components/course-catalog';

export const HomeRoute = () => {
  const { t } = useTranslation();
  return (
    <>
      <section className="home-hero">
        <Typography.Title>{t('site.name')}</Typography.Title>
        <Typography.Paragraph className="home-tagline">{t('site.tagline')}</Typography.Paragraph>
      </section>
      <CategoryLinks />
      <CourseCatalog />
    </>
  );
};
