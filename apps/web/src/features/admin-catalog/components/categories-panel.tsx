import { App, Button, Form, Input, InputNumber, Modal, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLUG_PATTERN } from '@shop/contract/admin/catalog-courses';
import type { AdminCategory, AdminCategoryBody } from '@shop/contract/admin/catalog-groups';
import { ApiError } from '@shop/contract/http/api-client';
import { useNotify } from '../../../hooks/use-notify';
import { useCreateCategory } from '../api/create-category';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/list-categories';
import { useUpdateCategory } from '../api/update-category';
import { slugFrom } from '../lib/course-form';

const CategoryModal = ({ category, onClose }: { category: AdminCategory | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const { notifyError } = useNotify();
  const [form] = Form.useForm<AdminCategoryBody>();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const submit = async (body: AdminCategoryBody) => {
    try {
      if (category) await update.mutateAsync({ id: category.id, body });
      else await create.mutateAsync(body);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SLUG_TAKEN')
        form.setFields([{ name: 'slug', errors: [error.message] }]);
      notifyError(error);
    }
  };
  return (
    <Modal
      open
      title={t(category ? 'admin.catalog.categories.edit' : 'admin.catalog.categories.add')}
      okButtonProps={{ loading: create.isPending || update.isPending }}
      cancelText={t('admin.confirm.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<AdminCategoryBody>
        form={form}
        layout="vertical"
        initialValues={
          category
            ? { name: category.name, slug: category.slug, sort_order: category.sort_order }
            : { sort_order: 0 }
        }
        onValuesChange={(changed: Partial<AdminCategoryBody>) => {
          if (!category && changed.name !== undefined && !form.isFieldTouched('slug')) {
            form.setFieldValue('slug', slugFrom(changed.name));
          }
        }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label={t('admin.catalog.categories.name')}
          rules={[{ required: true, max: 200 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="slug"
          label={t('admin.catalog.categories.slug')}
          rules={[{ required: true }, { pattern: SLUG_PATTERN, message: t('admin.catalog.editor.slugRule') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="sort_order" label={t('admin.catalog.categories.sortOrder')}>
          <InputNumber min={0} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** Course categories: the list with add, edit and delete (refused while courses use one). */
export const CategoriesPanel = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const categories = useCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  return (
    <>
      <Button type="primary" style={{ marginBottom: 16 }} onClick={() => setEditing('new')}>
        {t('admin.catalog.categories.add')}
      </Button>
      <Table<AdminCategory>
        rowKey="id"
        loading={categories.isFetching}
        dataSource={categories.data ?? []}
        pagination={false}
        columns={[
          { key: 'name', title: t('admin.catalog.categories.name'), dataIndex: 'name' },
          {
            key: 'page',
            title: t('admin.catalog.categories.page'),
            render: (_v, row) => (
              <a href={row.link_path} target="_blank" rel="noreferrer">
                {row.link_path}
              </a>
            ),
          },
          { key: 'sort', title: t('admin.catalog.categories.sortOrder'), dataIndex: 'sort_order' },
          { key: 'count', title: t('admin.catalog.categories.courseCount'), dataIndex: 'course_count' },
          {
            key: 'actions',
            title: t('admin.catalog.columns.actions'),
            render: (_v, row) => (
              <Space>
                <Button size="small" onClick={() => setEditing(row)}>
                  {t('admin.catalog.actions.edit')}
                </Button>
                <Popconfirm
                  title={t('admin.catalog.categories.confirmDelete')}
                  okText={t('admin.catalog.actions.delete')}
                  cancelText={t('admin.confirm.cancel')}
                  onConfirm={() =>
                    void remove
                      .mutateAsync(row.id)
                      .then(() => message.success(t('admin.catalog.actions.deleted')), notifyError)
                  }
                >
                  <Button size="small" danger disabled={row.course_count > 0}>
                    {t('admin.catalog.actions.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing === null ? null : (
        <CategoryModal category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
};
