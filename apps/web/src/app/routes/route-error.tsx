import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown when a page crashes while rendering; the rest of the shop keeps working. */
export const RouteError = () => {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('common.loadFailed')}
      extra={<Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>}
    />
  );
};
