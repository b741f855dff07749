import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories } from '../api/list-categories';

/**
 * The home page's way into the catalogue by subject: one link per category that holds a course,
 * with its course count. Nothing shows while they load or when the shop has none.
 */
export const CategoryLinks = () => {
  const { t } = useTranslation();
  const categories = useCategories();
  if (!categories.data?.length) return null;
  return (
    <nav aria-labelledby="category-links-heading" className="category-links">
      <h2 id="category-links-heading" className="category-links-heading">
        {t('catalog.categoriesHeading')}
      </h2>
      <ul>
        {categories.data.map((category) => (
          <li key={category.id}>
            <Link to={category.link_path}>
              {category.name}
              <span className="category-links-count">
                {t('catalog.categoryCourseCount', { count: category.course_count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
