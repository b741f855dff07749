import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { shopMessage } from '../../../lib/texts';
import './page-states.css';

/** Spec 1: '404 Page not found !' when the course (or product, or promotion) does not exist. */
export const PageNotFound = () => {
  const { t } = useTranslation();
  return (
    <section className="page-state">
      <p className="page-state-code" aria-hidden="true">
        404
      </p>
      <h1 className="page-state-title">{shopMessage('pageNotFound')}</h1>
      <Link to={paths.home()}>{t('common.backHome')}</Link>
    </section>
  );
};

/** The page's data could not be read (network or server failure). */
export const PageLoadFailed = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <section className="page-state" role="alert">
      <h1 className="page-state-title">{t('common.loadFailed')}</h1>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </section>
  );
};

/** Spec 1: nothing is shown while the page's data is still loading. */
export const PageLoading = () => <div aria-busy="true" className="page-loading" />;
