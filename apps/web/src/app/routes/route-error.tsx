import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import './catalog/page-states.css';

/** Shown when a page crashes while rendering; the rest of the shop keeps working. */
export const RouteError = () => {
  const { t } = useTranslation();
  return (
    <section className="page-state" role="alert">
      <h1 className="page-state-title">{t('common.loadFailed')}</h1>
      <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
    </section>
  );
};
