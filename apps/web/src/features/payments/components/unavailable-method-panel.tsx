import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** An order made with a method the shop no longer offers: it cannot be paid; the buyer orders again. */
export const UnavailableMethodPanel = () => {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      polite
      title={t('payments.unavailable.title')}
      description={
        <>
          <p>{t('payments.unavailable.body')}</p>
          <ButtonLink to={paths.myOrders()}>{t('payments.unavailable.action')}</ButtonLink>
        </>
      }
    />
  );
};
