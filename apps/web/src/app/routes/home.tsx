import { useTranslation } from 'react-i18next';
import { CategoryLinks } from '../../features/catalog/components/category-links';
import { CourseCatalog } from '../../features/catalog/components/course-catalog';
import '../../components/list-page.css';

export const HomeRoute = () => {
  const { t } = useTranslation();
  return (
    <>
      <section className="home-hero">
        <h1 className="home-title">{t('site.name')}</h1>
        <p className="home-tagline">{t('site.tagline')}</p>
      </section>
      <CategoryLinks />
      <CourseCatalog />
    </>
  );
};
