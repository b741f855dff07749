import { App, Button, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_BULK_COUPONS } from '@shop/contract/admin/discounts-coupons';
import { useAdminFormSave } from '../../../hooks/use-admin-form-save';
import { couponsCsvHref, useGenerateCoupons } from '../api/generate-coupons';
import { usePaymentMethodOptions } from '../api/list-payment-method-options';
import { discountFormValuesOf, discountWireOf, type DiscountFormValues } from '../lib/discount-form';
import { DiscountFields } from './discount-fields';

type Values = DiscountFormValues & { count: number; prefix: string; payment_method_ids: number[] };

/** Generates N single-use codes on the server, then offers the batch's CSV. */
export const BulkCouponsModal = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const afterSave = useAdminFormSave(form, onClose);
  const generate = useGenerateCoupons();
  const methods = usePaymentMethodOptions();
  const [batch, setBatch] = useState<{ batch_id: string; codes: string[] } | null>(null);

  const submit = (values: Values) =>
    generate.mutate(
      {
        ...discountWireOf(values),
        coupon_type: values.scope,
        count: values.count,
        prefix: values.prefix,
        payment_method_ids: values.payment_method_ids,
      },
      {
        onSuccess: (answer) => {
          setBatch(answer);
          void message.success(t('admin.pricing.generated', { count: answer.codes.length }));
        },
        onError: afterSave.onError,
      },
    );

  return (
    <Modal
      open
      width={640}
      title={t('admin.pricing.bulkCoupons')}
      okText={t('admin.settings.save')}
      cancelText={t('admin.confirm.cancel')}
      confirmLoading={generate.isPending}
      okButtonProps={{ disabled: batch !== null }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {batch ? (
        <>
          <Typography.Paragraph>
            {t('admin.pricing.generated', { count: batch.codes.length })}
          </Typography.Paragraph>
          <Button type="primary" href={couponsCsvHref(batch.batch_id)} download>
            {t('admin.pricing.downloadCsv')}
          </Button>
        </>
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ ...discountFormValuesOf(null), count: 10, prefix: '', payment_method_ids: [] }}
          onFinish={submit}
        >
          <Form.Item name="count" label={t('admin.pricing.count')} rules={[{ required: true }]}>
            <InputNumber min={1} max={MAX_BULK_COUPONS} precision={0} />
          </Form.Item>
          <Form.Item
            name="prefix"
            label={t('admin.pricing.prefix')}
            rules={[{ pattern: /^[A-Za-z0-9_-]{0,20}$/ }]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <DiscountFields courseHint={t('admin.pricing.courseIdsHint')} />
          <Form.Item name="payment_method_ids" label={t('admin.pricing.paymentMethodIds')}>
            <Select mode="multiple" allowClear options={methods.data ?? []} loading={methods.isPending} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
};
