import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page';
import { useAdminSettings } from '../../../features/admin-settings/api/get-admin-settings';
import { SettingsTabs } from '../../../features/admin-settings/components/settings-tabs';
import '../../../features/admin-settings/admin-settings.css';

/** `/admin/settings`: every site setting, the shop's texts, how-to-buy, payment methods, bank accounts and shipping. */
export const SettingsRoute = () => {
  const { t } = useTranslation();
  const settings = useAdminSettings();
  return (
    <AdminPage
      title={t('admin.settings.title')}
      error={settings.error}
      onRetry={() => void settings.refetch()}
    >
      {settings.data ? (
        <SettingsTabs settings={settings.data} />
      ) : settings.isPending ? (
        <Skeleton active />
      ) : null}
    </AdminPage>
  );
};
