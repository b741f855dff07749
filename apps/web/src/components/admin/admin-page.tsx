import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RegionBoundary } from '../region-boundary';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

type AdminPageProps = {
  title: string;
  /** Buttons beside the title (new, export...). */
  actions?: ReactNode;
  /** A failed load: shown above the content with a retry. */
  error?: unknown;
  onRetry?: () => void;
  children: ReactNode;
};

/**
 * One back-office page: its heading with actions, a load error with a retry, then the content.
 * On the shop's light components, so that a page built on them (the orders list) does not
 * download Ant Design's title, alert and button for its frame.
 */
export const AdminPage = ({ title, actions, error, onRetry, children }: AdminPageProps) => {
  const { t } = useTranslation();
  return (
    <section aria-label={title}>
      <div className="admin-page-heading">
        <h1 className="admin-page-title">{title}</h1>
        {actions}
      </div>
      {error ? (
        <Alert
          type="error"
          className="admin-page-error"
          title={t('admin.list.loadFailed')}
          action={onRetry ? <Button onClick={onRetry}>{t('admin.list.retry')}</Button> : undefined}
        />
      ) : null}
      <RegionBoundary region={title}>{children}</RegionBoundary>
    </section>
  );
};
