import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page';
import { UserGroupsPanel } from '../../../features/admin-catalog/components/user-groups-panel';

/** `/admin/user-groups`: the groups students belong to and courses may be limited to. */
export const UserGroupsRoute = () => {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.catalog.userGroups.title')}>
      <UserGroupsPanel />
    </AdminPage>
  );
};
