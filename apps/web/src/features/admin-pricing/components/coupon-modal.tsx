import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminCoupon } from '@shop/contract/admin/discounts-coupons';
import { EditFormModal } from '../../../components/admin-edit-table/edit-form-modal';
import { usePaymentMethodOptions } from '../api/list-payment-method-options';
import { useSaveCoupon } from '../api/save-coupon';
import { discountFormValuesOf, discountWireOf, type DiscountFormValues } from '../lib/discount-form';
import { DiscountFields } from './discount-fields';

type Values = DiscountFormValues & {
  code: string;
  payment_method_ids: number[];
  usage_limit: number | null;
  usage_limit_per_user: number | null;
};

/** Adds or edits a coupon typed by hand. */
export const CouponModal = ({ coupon, onClose }: { coupon: AdminCoupon | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveCoupon();
  const methods = usePaymentMethodOptions();
  const initial: Values = {
    ...discountFormValuesOf(coupon ? { ...coupon, scope: coupon.coupon_type } : null),
    code: coupon?.code ?? '',
    payment_method_ids: coupon?.payment_method_ids ?? [],
    usage_limit: coupon?.usage_limit ?? null,
    usage_limit_per_user: coupon?.usage_limit_per_user ?? null,
  };

  const submit = (values: Values) =>
    save.mutateAsync({
      id: coupon?.id ?? null,
      body: {
        ...discountWireOf(values),
        code: values.code,
        coupon_type: values.scope,
        payment_method_ids: values.payment_method_ids,
        usage_limit: values.usage_limit ?? null,
        usage_limit_per_user: values.usage_limit_per_user ?? null,
      },
    });

  return (
    <EditFormModal<Values>
      width={640}
      title={t(coupon ? 'admin.pricing.editCoupon' : 'admin.pricing.addCoupon')}
      form={form}
      initialValues={initial}
      save={submit}
      onClose={onClose}
    >
      <Form.Item
        name="code"
        label={t('admin.pricing.code')}
        rules={[{ required: true, whitespace: true }, { pattern: /^[A-Za-z0-9_\s-]{3,40}$/ }]}
        normalize={(value: string) => value.toUpperCase()}
      >
        <Input maxLength={40} />
      </Form.Item>
      <DiscountFields courseHint={t('admin.pricing.courseIdsHint')} />
      <Form.Item name="payment_method_ids" label={t('admin.pricing.paymentMethodIds')}>
        <Select mode="multiple" allowClear options={methods.data ?? []} loading={methods.isPending} />
      </Form.Item>
      <Form.Item name="usage_limit" label={t('admin.pricing.usageLimit')}>
        <InputNumber min={1} precision={0} />
      </Form.Item>
      <Form.Item name="usage_limit_per_user" label={t('admin.pricing.usageLimitPerUser')}>
        <InputNumber min={1} precision={0} />
      </Form.Item>
    </EditFormModal>
  );
};
