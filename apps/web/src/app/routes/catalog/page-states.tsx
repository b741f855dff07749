import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { shopMessage } from '../../../lib/texts';

/** Spec 1: '404 Page not found !' when the course (or product, or promotion) does not exist. */
export const PageNotFound = () => {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={shopMessage('pageNotFound')}
      extra={<Link to={paths.home()}>{t('common.backHome')}</Link>}
    />
  );
};

/** The page's data could not be read (network or server failure). */
export const PageLoadFailed = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('common.loadFailed')}
      extra={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
};

/** Spec 1: nothing is shown while the page's data is still loading. */
export const PageLoading = () => <div aria-busy="true" className="page-loading" />;
