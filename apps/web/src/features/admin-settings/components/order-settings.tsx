import { Divider, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { BooleanSwitch, FlagSwitch } from './setting-fields';
import { SettingsForm } from './settings-form';

const FIELDS = [
  'is_one_coupon',
  'is_use_coupon_or_oder',
  'auto_cancel',
  'is_thank_you_page',
  'slip',
  'payment_time_limit_text',
] as const satisfies readonly (keyof SiteSettings)[];

/** Coupon rules, the unpaid-order timeout, the thank-you page and the transfer slip. */
export const OrderSettings = ({ settings }: { settings: SiteSettings }) => {
  const { t } = useTranslation();
  return (
    <SettingsForm settings={settings} fields={FIELDS} label={t('admin.settings.tabs.orders')}>
      <Divider titlePlacement="start">{t('admin.settings.discounts.heading')}</Divider>
      <BooleanSwitch name="is_one_coupon" label={t('admin.settings.discounts.isOneCoupon')} />
      <BooleanSwitch name="is_use_coupon_or_oder" label={t('admin.settings.discounts.isUseCouponOrOrder')} />
      <Divider titlePlacement="start">{t('admin.settings.orders.heading')}</Divider>
      <Form.Item
        name="auto_cancel"
        label={t('admin.settings.orders.autoCancel')}
        rules={[{ required: true }]}
      >
        <InputNumber min={1} max={24 * 90} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <BooleanSwitch name="is_thank_you_page" label={t('admin.settings.orders.isThankYouPage')} />
      <FlagSwitch name="slip" label={t('admin.settings.orders.slip')} />
      <Form.Item name="payment_time_limit_text" label={t('admin.settings.orders.paymentTimeLimitText')}>
        <Input.TextArea maxLength={2_000} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </SettingsForm>
  );
};
