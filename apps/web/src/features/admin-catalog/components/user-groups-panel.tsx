import { App, Button, Checkbox, Form, Input, InputNumber, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserGroup, AdminUserGroupBody } from '@shop/contract/admin/catalog-groups';
import { useNotify } from '../../../hooks/use-notify';
import { useCreateUserGroup } from '../api/create-user-group';
import { useDeleteUserGroup } from '../api/delete-user-group';
import { useUserGroups } from '../api/list-user-groups';
import { useUpdateUserGroup } from '../api/update-user-group';

const UserGroupModal = ({ group, onClose }: { group: AdminUserGroup | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const { notifyError } = useNotify();
  const [form] = Form.useForm<AdminUserGroupBody>();
  const create = useCreateUserGroup();
  const update = useUpdateUserGroup();
  const submit = async (body: AdminUserGroupBody) => {
    try {
      if (group) await update.mutateAsync({ id: group.id, body });
      else await create.mutateAsync(body);
      onClose();
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Modal
      open
      title={t(group ? 'admin.catalog.userGroups.edit' : 'admin.catalog.userGroups.add')}
      okButtonProps={{ loading: create.isPending || update.isPending }}
      cancelText={t('admin.confirm.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<AdminUserGroupBody>
        form={form}
        layout="vertical"
        initialValues={
          group
            ? { name: group.name, is_default: group.is_default, sort_order: group.sort_order }
            : { sort_order: 0 }
        }
        onFinish={(values) => void submit(values)}
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
      </Form>
    </Modal>
  );
};

/** User groups: the list with add, edit and delete (refused while students or courses use one). */
export const UserGroupsPanel = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const groups = useUserGroups();
  const remove = useDeleteUserGroup();
  const [editing, setEditing] = useState<AdminUserGroup | 'new' | null>(null);
  return (
    <>
      <Button type="primary" style={{ marginBottom: 16 }} onClick={() => setEditing('new')}>
        {t('admin.catalog.userGroups.add')}
      </Button>
      <Table<AdminUserGroup>
        rowKey="id"
        loading={groups.isFetching}
        dataSource={groups.data ?? []}
        pagination={false}
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
          {
            key: 'actions',
            title: t('admin.catalog.columns.actions'),
            render: (_v, row) => (
              <Space>
                <Button size="small" onClick={() => setEditing(row)}>
                  {t('admin.catalog.actions.edit')}
                </Button>
                <Popconfirm
                  title={t('admin.catalog.userGroups.confirmDelete')}
                  okText={t('admin.catalog.actions.delete')}
                  cancelText={t('admin.confirm.cancel')}
                  onConfirm={() =>
                    void remove
                      .mutateAsync(row.id)
                      .then(() => message.success(t('admin.catalog.actions.deleted')), notifyError)
                  }
                >
                  <Button size="small" danger disabled={row.member_count > 0 || row.course_count > 0}>
                    {t('admin.catalog.actions.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing === null ? null : (
        <UserGroupModal group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
};
