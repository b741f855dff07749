import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { SLUG_PATTERN } from '@shop/contract/admin/catalog-courses';
import type { AdminCategory, AdminCategoryBody } from '@shop/contract/admin/catalog-groups';
import { AdminEditTable } from '../../../components/admin-edit-table/admin-edit-table';
import { EditFormModal } from '../../../components/admin-edit-table/edit-form-modal';
import { useCreateCategory } from '../api/create-category';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/list-categories';
import { useUpdateCategory } from '../api/update-category';
import { slugFrom } from '../lib/course-form';

const CategoryModal = ({ category, onClose }: { category: AdminCategory | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<AdminCategoryBody>();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  return (
    <EditFormModal<AdminCategoryBody>
      title={t(category ? 'admin.catalog.categories.edit' : 'admin.catalog.categories.add')}
      form={form}
      initialValues={
        category
          ? { name: category.name, slug: category.slug, sort_order: category.sort_order }
          : { sort_order: 0 }
      }
      save={(body) => (category ? update.mutateAsync({ id: category.id, body }) : create.mutateAsync(body))}
      onClose={onClose}
      fieldOfCode={{ SLUG_TAKEN: 'slug' }}
      onValuesChange={(changed: Partial<AdminCategoryBody>) => {
        if (!category && changed.name !== undefined && !form.isFieldTouched('slug')) {
          form.setFieldValue('slug', slugFrom(changed.name));
        }
      }}
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
    </EditFormModal>
  );
};

/** Course categories: the list with add, edit and delete (refused while courses use one). */
export const CategoriesPanel = () => {
  const { t } = useTranslation();
  const categories = useCategories();
  const remove = useDeleteCategory();
  return (
    <AdminEditTable<AdminCategory>
      rows={categories.data}
      query={categories}
      rowKey="id"
      addLabel={t('admin.catalog.categories.add')}
      renderForm={(category, close) => <CategoryModal category={category} onClose={close} />}
      actions={{
        editLabel: t('admin.catalog.actions.edit'),
        remove: {
          label: t('admin.catalog.actions.delete'),
          confirmTitle: () => t('admin.catalog.categories.confirmDelete'),
          confirmOk: t('admin.catalog.actions.delete'),
          run: (row) => remove.mutateAsync(row.id),
          doneText: t('admin.catalog.actions.deleted'),
          canDelete: (row) => row.course_count === 0,
        },
      }}
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
      ]}
    />
  );
};
