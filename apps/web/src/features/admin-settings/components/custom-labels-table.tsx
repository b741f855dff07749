import { PlusOutlined } from '@ant-design/icons';
import {
  App,
  Button,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOM_LABEL_TYPES } from '@shop/contract/accounts/registration-form';
import { CHOICE_LABEL_TYPES, type AdminCustomLabel } from '@shop/contract/admin/registration-labels';
import { useAdminFormSave } from '../../../hooks/use-admin-form-save';
import { useNotify } from '../../../hooks/use-notify';
import { useCustomLabels } from '../api/list-custom-labels';
import { useSaveCustomLabel } from '../api/save-custom-label';

type Values = Omit<AdminCustomLabel, 'id' | 'item_list'> & { item_list: string };

const isChoice = (type: string | undefined) =>
  (CHOICE_LABEL_TYPES as readonly (string | undefined)[]).includes(type);

const LabelModal = ({ label, onClose }: { label: AdminCustomLabel | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const afterSave = useAdminFormSave(form, onClose);
  const save = useSaveCustomLabel();
  const type = Form.useWatch<string | undefined>('type_label', form);
  const submit = (values: Values) =>
    save.mutate(
      {
        id: label?.id ?? null,
        body: {
          ...values,
          item_list: isChoice(values.type_label)
            ? values.item_list
                .split('\n')
                .map((item) => item.trim())
                .filter((item) => item !== '')
            : [],
        },
      },
      {
        onSuccess: onClose,
        onError: afterSave.onError,
      },
    );
  return (
    <Modal
      open
      title={t(label ? 'admin.pricing.labels.edit' : 'admin.pricing.labels.add')}
      okText={t('admin.settings.save')}
      cancelText={t('admin.confirm.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          type_label: label?.type_label ?? 'inputtext',
          label: label?.label ?? '',
          label_en: label?.label_en ?? '',
          order_label: label?.order_label ?? 0,
          required: label?.required ?? false,
          is_active: label?.is_active ?? true,
          item_list: (label?.item_list ?? []).join('\n'),
        }}
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
      </Form>
    </Modal>
  );
};

/** The registration form's extra fields (spec 1 "Custom label"): add, edit, hide, delete. */
export const CustomLabelsTable = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const labels = useCustomLabels();
  const save = useSaveCustomLabel();
  const [editing, setEditing] = useState<AdminCustomLabel | 'new' | null>(null);
  return (
    <>
      <Flex justify="end" style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('admin.pricing.labels.add')}
        </Button>
      </Flex>
      <Table<AdminCustomLabel>
        rowKey="id"
        pagination={false}
        loading={labels.isPending}
        dataSource={labels.data?.data ?? []}
        locale={{ emptyText: t('admin.list.empty') }}
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
          {
            key: 'actions',
            title: t('admin.list.actions'),
            render: (_v, row) => (
              <Space>
                <Button size="small" onClick={() => setEditing(row)}>
                  {t('admin.pricing.labels.edit')}
                </Button>
                <Popconfirm
                  title={t('admin.pricing.labels.deleteConfirm')}
                  okText={t('admin.confirm.ok')}
                  cancelText={t('admin.confirm.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    save.mutate(
                      { id: row.id, body: null },
                      { onSuccess: () => void message.success(t('admin.saved')), onError: notifyError },
                    )
                  }
                >
                  <Button size="small" danger>
                    {t('admin.settings.shipping.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <LabelModal label={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
};
