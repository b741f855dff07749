import { Form, Input, InputNumber, Select, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOM_LABEL_TYPES } from '@shop/contract/accounts/registration-form';
import { CHOICE_LABEL_TYPES, type AdminCustomLabel } from '@shop/contract/admin/registration-labels';
import { AdminEditTable } from '../../../components/admin-edit-table/admin-edit-table';
import { EditFormModal } from '../../../components/admin-edit-table/edit-form-modal';
import { useCustomLabels } from '../api/list-custom-labels';
import { useSaveCustomLabel } from '../api/save-custom-label';

type Values = Omit<AdminCustomLabel, 'id' | 'item_list'> & { item_list: string };

const isChoice = (type: string | undefined) =>
  (CHOICE_LABEL_TYPES as readonly (string | undefined)[]).includes(type);

const valuesOf = (label: AdminCustomLabel | null): Values => ({
  type_label: label?.type_label ?? 'inputtext',
  label: label?.label ?? '',
  label_en: label?.label_en ?? '',
  order_label: label?.order_label ?? 0,
  required: label?.required ?? false,
  is_active: label?.is_active ?? true,
  item_list: (label?.item_list ?? []).join('\n'),
});

/** A choice field's items one a line; other fields have none. */
const bodyOf = (values: Values) => ({
  ...values,
  item_list: isChoice(values.type_label)
    ? values.item_list
        .split('\n')
        .map((item) => item.trim())
        .filter((item) => item !== '')
    : [],
});

const LabelModal = ({ label, onClose }: { label: AdminCustomLabel | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveCustomLabel();
  const type = Form.useWatch<string | undefined>('type_label', form);
  return (
    <EditFormModal<Values>
      title={t(label ? 'admin.pricing.labels.edit' : 'admin.pricing.labels.add')}
      form={form}
      initialValues={valuesOf(label)}
      save={(values) => save.mutateAsync({ id: label?.id ?? null, body: bodyOf(values) })}
      onClose={onClose}
    >
      <Form.Item
        name="label"
        label={t('admin.pricing.labels.label')}
        rules={[{ required: true, whitespace: true, max: 200 }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="label_en"
        label={t('admin.pricing.labels.labelEn')}
        extra={t('admin.pricing.labels.labelEnHint')}
        rules={[{ max: 200 }]}
      >
        <Input maxLength={200} lang="en" />
      </Form.Item>
      <Form.Item name="type_label" label={t('admin.pricing.labels.type')}>
        <Select
          options={CUSTOM_LABEL_TYPES.map((value) => ({ value, label: value }))}
          style={{ width: 200 }}
        />
      </Form.Item>
      {isChoice(type) ? (
        <Form.Item
          name="item_list"
          label={t('admin.pricing.labels.items')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input.TextArea rows={4} />
        </Form.Item>
      ) : null}
      <Form.Item name="required" label={t('admin.pricing.labels.required')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="is_active" label={t('admin.pricing.labels.shown')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="order_label" label={t('admin.pricing.labels.order')}>
        <InputNumber min={0} precision={0} />
      </Form.Item>
    </EditFormModal>
  );
};

/** The registration form's extra fields (spec 1 "Custom label"): add, edit, hide, delete. */
export const CustomLabelsTable = () => {
  const { t } = useTranslation();
  const labels = useCustomLabels();
  const save = useSaveCustomLabel();
  return (
    <AdminEditTable<AdminCustomLabel>
      rows={labels.data?.data}
      query={labels}
      rowKey="id"
      addLabel={t('admin.pricing.labels.add')}
      renderForm={(label, close) => <LabelModal label={label} onClose={close} />}
      actions={{
        editLabel: t('admin.pricing.labels.edit'),
        remove: {
          label: t('admin.settings.shipping.delete'),
          confirmTitle: () => t('admin.pricing.labels.deleteConfirm'),
          run: (row) => save.mutateAsync({ id: row.id, body: null }),
        },
      }}
      columns={[
        { key: 'label', title: t('admin.pricing.labels.label'), dataIndex: 'label' },
        { key: 'label_en', title: t('admin.pricing.labels.labelEn'), dataIndex: 'label_en' },
        { key: 'type', title: t('admin.pricing.labels.type'), dataIndex: 'type_label' },
        {
          key: 'items',
          title: t('admin.pricing.labels.items'),
          render: (_v, row) => row.item_list.join(', '),
        },
        {
          key: 'required',
          title: t('admin.pricing.labels.required'),
          render: (_v, row) => (row.required ? <Tag color="red">✓</Tag> : '—'),
        },
        {
          key: 'shown',
          title: t('admin.pricing.labels.shown'),
          render: (_v, row) => (row.is_active ? <Tag color="green">✓</Tag> : <Tag>—</Tag>),
        },
        { key: 'order', title: t('admin.pricing.labels.order'), dataIndex: 'order_label' },
      ]}
    />
  );
};
