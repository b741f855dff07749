import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './ui.css';

export type BreadcrumbItem = { title: string; to?: string };

/** Where the page sits in the shop; the last item is the page itself. */
export const Breadcrumb = ({ items }: { items: BreadcrumbItem[] }) => {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.breadcrumb')} className="ui-breadcrumb">
      <ol>
        {items.map((item, index) => (
          <li key={`${item.title}-${String(index)}`}>
            {item.to !== undefined && index < items.length - 1 ? (
              <Link to={item.to}>{item.title}</Link>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined}>{item.title}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
};
