import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** An order made with a method the shop no longer offers: it cannot be paid; the buyer orders again. */
export const UnavailableMethodPanel = () => {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      title={t('payments.unavailable.title')}
      description={
        <>
          <p>{t('payments.unavailable.body')}</p>
          <Link to={paths.myOrders()}>
            <Button>{t('payments.unavailable.action')}</Button>
          </Link>
        </>
      }
    />
  );
};
