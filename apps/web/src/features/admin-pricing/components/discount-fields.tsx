import { DatePicker, Form, InputNumber, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISCOUNT_SCOPES, DISCOUNT_TYPES } from '@shop/domain/discounts/discount-types';
import { CoursePicker } from './course-picker';

/** The fields promotions and coupons share; inside a Form whose values are `DiscountFormValues`. */
export const DiscountFields = ({ courseHint }: { courseHint?: string }) => {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const type = Form.useWatch<string | undefined>('discount_type', form);
  const scope = Form.useWatch<string | undefined>('scope', form);
  return (
    <>
      <Form.Item name="scope" label={t('admin.pricing.scope')}>
        <Radio.Group
          options={DISCOUNT_SCOPES.map((value) => ({ value, label: t(`admin.pricing.scopes.${value}`) }))}
        />
      </Form.Item>
      {scope === 'P2' ? (
        <Form.Item
          name="number_of_course"
          label={t('admin.pricing.numberOfCourse')}
          rules={[{ required: true }]}
        >
          <InputNumber min={1} precision={0} />
        </Form.Item>
      ) : null}
      <Form.Item name="discount_type" label={t('admin.pricing.discountType')}>
        <Radio.Group
          options={DISCOUNT_TYPES.map((value) => ({
            value,
            label: t(`admin.pricing.discountTypes.${value}`),
          }))}
        />
      </Form.Item>
      {type === 'amount' ? (
        <>
          <Form.Item
            name="discount_amount"
            label={t('admin.pricing.discountAmount')}
            rules={[{ required: true }]}
          >
            <InputNumber min={0.01} precision={2} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="discount_amount_usd" label={t('admin.pricing.discountAmountUsd')}>
            <InputNumber min={0.01} precision={2} style={{ width: 200 }} />
          </Form.Item>
        </>
      ) : (
        <Form.Item
          name="discount_percent"
          label={t('admin.pricing.discountPercent')}
          rules={[{ required: true }]}
        >
          <InputNumber min={0.0001} max={100} precision={4} style={{ width: 200 }} />
        </Form.Item>
      )}
      <Form.Item name="course_ids" label={t('admin.pricing.courseIds')} extra={courseHint}>
        <CoursePicker withProducts />
      </Form.Item>
      <Form.Item name="dates" label={t('admin.pricing.dates')}>
        <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="is_active" label={t('admin.pricing.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
};
