import { useTranslation } from 'react-i18next';
import { Tag } from './ui/tag';
import './list-page.css';

/** The filter a list was opened with (a category slug in the address), and a button to drop it. */
export const FilterTag = ({ filter, onClear }: { filter: string; onClear: () => void }) => {
  const { t } = useTranslation();
  return (
    <Tag className="catalog-filter-tag">
      {t('catalog.list.filteredBy', { filter })}
      <button
        type="button"
        className="catalog-filter-clear"
        aria-label={t('catalog.list.clearFilter')}
        onClick={onClear}
      >
        ✕
      </button>
    </Tag>
  );
};
