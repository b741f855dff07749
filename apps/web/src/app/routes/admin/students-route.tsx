import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page';
import { StudentsTable } from '../../../features/admin-students/components/students-table';
import { useStudentsPage } from '../../../features/admin-students/hooks/use-students-page';

/** `/admin/students`: every student, found by name, username, e-mail or phone, filtered and sorted. */
export const StudentsRoute = () => {
  const { t } = useTranslation();
  const page = useStudentsPage();
  return (
    <AdminPage
      title={t('admin.students.title')}
      error={page.students.error}
      onRetry={() => void page.students.refetch()}
    >
      <StudentsTable {...page} />
    </AdminPage>
  );
};
