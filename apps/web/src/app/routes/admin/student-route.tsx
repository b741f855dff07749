import { ArrowLeftOutlined } from '@ant-design/icons';
import { Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { paths } from '../../../config/paths';
import { useStudent } from '../../../features/admin-students/api/get-student';
import { AccountActions } from '../../../features/admin-students/components/account-actions';
import { StudentTabs } from '../../../features/admin-students/components/student-tabs';

/** `/admin/students/:userId`: one student's profile, tax details, orders and courses, and what to do about them. */
export const StudentRoute = () => {
  const { t } = useTranslation();
  const userId = Number(useParams().userId);
  const student = useStudent(userId);
  const detail = student.data;
  const name = detail
    ? `${detail.profile.firstname} ${detail.profile.lastname}`.trim() || detail.profile.username
    : t('admin.students.title');
  return (
    <AdminPage
      title={name}
      actions={detail ? <AccountActions detail={detail} /> : null}
      error={student.error}
      onRetry={() => void student.refetch()}
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Link to={paths.admin.students()}>
          <ArrowLeftOutlined /> {t('admin.students.backToList')}
        </Link>
        {detail ? (
          <>
            <Tag color={detail.account.is_active ? 'green' : 'red'}>
              {t(`admin.students.status.${detail.account.is_active ? 'active' : 'inactive'}`)}
            </Tag>
            {detail.profile.is_member ? null : <Tag>{t('admin.students.membership.nonMember')}</Tag>}
          </>
        ) : null}
      </Space>
      {detail ? <StudentTabs detail={detail} /> : student.isPending ? <Skeleton active /> : null}
    </AdminPage>
  );
};
