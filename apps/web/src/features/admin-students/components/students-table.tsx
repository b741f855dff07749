import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminListTable } from '../../../components/admin/admin-list-table';
import { Link } from 'react-router';
import type { StudentRow } from '@shop/contract/admin/students';
import { paths } from '../../../config/paths';
import { formatShopDateTime } from '../../../lib/admin-format';
import type { StudentsPage } from '../hooks/use-students-page';
import { StudentsFilters } from './students-filters';

const fullName = (row: StudentRow) => `${row.firstname} ${row.lastname}`.trim() || row.username;

/**
 * Students found by name, username, e-mail or phone, filtered, sorted and paged on the server;
 * all of it kept in the address. A name opens the student's page.
 */
export const StudentsTable = ({ list, students }: StudentsPage) => {
  const { t } = useTranslation();

  return (
    <>
      <StudentsFilters query={list.query} update={list.update} />
      <AdminListTable<StudentRow>
        list={list}
        result={students}
        rowKey="id"
        columns={[
          {
            key: 'id',
            title: t('admin.students.columns.id'),
            dataIndex: 'id',
            sorter: true,
            sortOrder: list.sortOrderOf('id'),
          },
          {
            key: 'name',
            title: t('admin.students.columns.name'),
            sorter: true,
            sortOrder: list.sortOrderOf('name'),
            render: (_value, row) => <Link to={paths.admin.student(row.id)}>{fullName(row)}</Link>,
          },
          { key: 'username', title: t('admin.students.columns.username'), dataIndex: 'username' },
          { key: 'email', title: t('admin.students.columns.email'), dataIndex: 'email' },
          { key: 'tel', title: t('admin.students.columns.tel'), dataIndex: 'tel' },
          {
            key: 'group',
            title: t('admin.students.columns.group'),
            render: (_value, row) => row.user_group_name ?? '—',
          },
          {
            key: 'status',
            title: t('admin.students.columns.status'),
            render: (_value, row) => (
              <>
                <Tag color={row.is_active ? 'green' : 'red'}>
                  {t(`admin.students.status.${row.is_active ? 'active' : 'inactive'}`)}
                </Tag>
                {row.is_member ? null : <Tag>{t('admin.students.membership.nonMember')}</Tag>}
              </>
            ),
          },
          {
            key: 'created',
            title: t('admin.students.columns.created'),
            sorter: true,
            sortOrder: list.sortOrderOf('created'),
            render: (_value, row) => formatShopDateTime(row.created_at),
          },
          {
            key: 'lastSignIn',
            title: t('admin.students.columns.lastSignIn'),
            sorter: true,
            sortOrder: list.sortOrderOf('lastSignIn'),
            render: (_value, row) =>
              row.last_login_at === null ? t('admin.students.never') : formatShopDateTime(row.last_login_at),
          },
        ]}
      />
    </>
  );
};
