import { useTranslation } from 'react-i18next';
import './ui.css';

/** Grey bars where content is loading; announced once as "loading". */
export const Skeleton = ({ rows = 3, title = true }: { rows?: number; title?: boolean }) => {
  const { t } = useTranslation();
  return (
    <div className="ui-skeleton" role="status" aria-label={t('common.loading')}>
      {title && <div className="ui-skeleton-title" />}
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="ui-skeleton-row" />
      ))}
    </div>
  );
};
