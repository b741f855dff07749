import { Checkbox, Form, Input, InputNumber, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminUserGroup, AdminUserGroupBody } from '@shop/contract/admin/catalog-groups';
import { AdminEditTable } from '../../../components/admin-edit-table/admin-edit-table';
import { EditFormModal } from '../../../components/admin-edit-table/edit-form-modal';
import { useCreateUserGroup } from '../api/create-user-group';
import { useDeleteUserGroup } from '../api/delete-user-group';
import { useUserGroups } from '../api/list-user-groups';
import { useUpdateUserGroup } from '../api/update-user-group';

const UserGroupModal = ({ group, onClose }: { group: AdminUserGroup | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<AdminUserGroupBody>();
  const create = useCreateUserGroup();
  const update = useUpdateUserGroup();
  return (
    <EditFormModal<AdminUserGroupBody>
      title={t(group ? 'admin.catalog.userGroups.edit' : 'admin.catalog.userGroups.add')}
      form={form}
      initialValues={
        group
          ? { name: group.name, is_default: group.is_default, sort_order: group.sort_order }
          : { sort_order: 0 }
      }
      save={(body) => (group ? update.mutateAsync({ id: group.id, body }) : create.mutateAsync(body))}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('admin.catalog.userGroups.name')}
        rules={[{ required: true, max: 200 }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="is_default" valuePropName="checked">
        <Checkbox>{t('admin.catalog.userGroups.isDefault')}</Checkbox>
      </Form.Item>
      <Form.Item name="sort_order" label={t('admin.catalog.userGroups.sortOrder')}>
        <InputNumber min={0} precision={0} />
      </Form.Item>
    </EditFormModal>
  );
};

/** User groups: the list with add, edit and delete (refused while students or courses use one). */
export const UserGroupsPanel = () => {
  const { t } = useTranslation();
  const groups = useUserGroups();
  const remove = useDeleteUserGroup();
  return (
    <AdminEditTable<AdminUserGroup>
      rows={groups.data}
      query={groups}
      rowKey="id"
      addLabel={t('admin.catalog.userGroups.add')}
      renderForm={(group, close) => <UserGroupModal group={group} onClose={close} />}
      actions={{
        editLabel: t('admin.catalog.actions.edit'),
        remove: {
          label: t('admin.catalog.actions.delete'),
          confirmTitle: () => t('admin.catalog.userGroups.confirmDelete'),
          confirmOk: t('admin.catalog.actions.delete'),
          run: (row) => remove.mutateAsync(row.id),
          doneText: t('admin.catalog.actions.deleted'),
          canDelete: (row) => row.member_count === 0 && row.course_count === 0,
        },
      }}
      columns={[
        {
          key: 'name',
          title: t('admin.catalog.userGroups.name'),
          render: (_v, row) => (
            <>
              {row.name}{' '}
              {row.is_default ? <Tag color="blue">{t('admin.catalog.userGroups.isDefault')}</Tag> : null}
            </>
          ),
        },
        { key: 'sort', title: t('admin.catalog.userGroups.sortOrder'), dataIndex: 'sort_order' },
        { key: 'members', title: t('admin.catalog.userGroups.memberCount'), dataIndex: 'member_count' },
        { key: 'courses', title: t('admin.catalog.userGroups.courseCount'), dataIndex: 'course_count' },
      ]}
    />
  );
};
