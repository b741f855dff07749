import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A list that failed to load, with a retry, above the table. */
export const ListLoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('admin.list.loadFailed')}
      action={<Button onClick={onRetry}>{t('admin.list.retry')}</Button>}
    />
  );
};
