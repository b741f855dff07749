import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminShippingFee } from '@shop/contract/admin/shipping-fees';
import { MINOR_PER_MAJOR } from '@shop/domain/money/currency';
import { EditFormModal } from '../../../components/admin-edit-table/edit-form-modal';
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

const bodyOf = (values: Values) => ({
  name: values.name,
  fee: toMinor(values.fee, MINOR_PER_MAJOR.THB),
  fee_usd: values.fee_usd === null ? null : toMinor(values.fee_usd, MINOR_PER_MAJOR.USD),
  is_active: values.is_active,
  sort_order: values.sort_order,
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
  const save = useSaveShippingFee();

  return (
    <EditFormModal<Values>
      title={t(option ? 'admin.settings.shipping.editTitle' : 'admin.settings.shipping.addTitle')}
      form={form}
      initialValues={valuesOf(option)}
      save={(values) => save.mutateAsync({ id: option?.id ?? null, body: bodyOf(values) })}
      onClose={onClose}
    >
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
    </EditFormModal>
  );
};
