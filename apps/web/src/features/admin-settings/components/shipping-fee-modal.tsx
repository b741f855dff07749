import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminShippingFee } from '@shop/contract/admin/shipping-fees';
import { MINOR_PER_MAJOR } from '@shop/domain/money/currency';
import { useAdminFormSave } from '../../../hooks/use-admin-form-save';
import { useSaveShippingFee } from '../api/save-shipping-fee';

/** The form's values: fees in baht and dollars with two decimals (the wire takes minor units). */
type Values = { name: string; fee: number; fee_usd: number | null; is_active: boolean; sort_order: number };

const toMajor = (minor: number, perMajor: number) => minor / perMajor;
const toMinor = (major: number, perMajor: number) => Math.round(major * perMajor);

const valuesOf = (option: AdminShippingFee | null): Values => ({
  name: option?.name ?? '',
  fee: toMajor(option?.fee ?? 0, MINOR_PER_MAJOR.THB),
  fee_usd: option?.fee_usd == null ? null : toMajor(option.fee_usd, MINOR_PER_MAJOR.USD),
  is_active: option?.is_active ?? true,
  sort_order: option?.sort_order ?? 0,
});

/** Adds or edits one delivery option. */
export const ShippingFeeModal = ({
  option,
  onClose,
}: {
  option: AdminShippingFee | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const afterSave = useAdminFormSave(form, onClose);
  const save = useSaveShippingFee();

  const submit = (values: Values) =>
    save.mutate(
      {
        id: option?.id ?? null,
        body: {
          name: values.name,
          fee: toMinor(values.fee, MINOR_PER_MAJOR.THB),
          fee_usd: values.fee_usd === null ? null : toMinor(values.fee_usd, MINOR_PER_MAJOR.USD),
          is_active: values.is_active,
          sort_order: values.sort_order,
        },
      },
      afterSave,
    );

  return (
    <Modal
      open
      title={t(option ? 'admin.settings.shipping.editTitle' : 'admin.settings.shipping.addTitle')}
      okText={t('admin.settings.save')}
      cancelText={t('admin.confirm.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={valuesOf(option)} onFinish={submit}>
        <Form.Item
          name="name"
          label={t('admin.settings.shipping.name')}
          rules={[{ required: true, whitespace: true, max: 200 }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="fee" label={t('admin.settings.shipping.fee')} rules={[{ required: true }]}>
          <InputNumber min={0} precision={2} step={1} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="fee_usd"
          label={t('admin.settings.shipping.feeUsd')}
          extra={t('admin.settings.shipping.feeUsdHint')}
        >
          <InputNumber min={0} precision={2} step={1} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="is_active" label={t('admin.settings.shipping.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="sort_order" label={t('admin.settings.shipping.order')}>
          <InputNumber min={0} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
