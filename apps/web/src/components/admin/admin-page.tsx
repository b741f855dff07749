import { Alert, Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RegionBoundary } from '../region-boundary';

type AdminPageProps = {
  title: string;
  /** Buttons beside the title (new, export...). */
  actions?: ReactNode;
  /** A failed load: shown above the content with a retry. */
  error?: unknown;
  onRetry?: () => void;
  children: ReactNode;
};

/** One back-office page: its heading with actions, a load error with a retry, then the content. */
export const AdminPage = ({ title, actions, error, onRetry, children }: AdminPageProps) => {
  const { t } = useTranslation();
  return (
    <section aria-label={title}>
      <div className="admin-page-heading">
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          {title}
        </Typography.Title>
        {actions}
      </div>
      {error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('admin.list.loadFailed')}
          action={onRetry ? <Button onClick={onRetry}>{t('admin.list.retry')}</Button> : undefined}
        />
      ) : null}
      <RegionBoundary region={title}>{children}</RegionBoundary>
    </section>
  );
};
