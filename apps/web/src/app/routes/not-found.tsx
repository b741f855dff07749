import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export const NotFoundRoute = () => {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('common.notFound')}
      extra={
        <Link to={paths.home()}>
          <Button type="primary">{t('common.backHome')}</Button>
        </Link>
      }
    />
  );
};
