import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** What a signed-in account that is not an administrator sees in place of the back office. */
export const AdminForbidden = () => {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('admin.shell.forbiddenTitle')}
      subTitle={t('admin.shell.forbiddenText')}
      extra={
        <ButtonLink variant="primary" to={paths.home()}>
          {t('admin.shell.backToShop')}
        </ButtonLink>
      }
    />
  );
};
