import { Divider, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { MAX_ADMINISTRATOR_RECIPIENTS } from '@shop/domain/settings/administrator-recipients';
import { isValidEmail } from '@shop/domain/validation/registration';
import { BooleanSwitch, FlagSwitch } from './setting-fields';
import { SettingsForm } from './settings-form';

const FIELDS = [
  'is_one_coupon',
  'is_use_coupon_or_oder',
  'auto_cancel',
  'is_thank_you_page',
  'slip',
  'payment_time_limit_text',
  'admin_notice_emails',
] as const satisfies readonly (keyof SiteSettings)[];

/** Who hears of transfers to check and payments set aside: addresses, typed and split on a comma or space. */
const AdminNoticeEmails = () => {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="admin_notice_emails"
      label={t('admin.settings.orders.adminNoticeEmails')}
      extra={t('admin.settings.orders.adminNoticeEmailsHelp')}
      rules={[
        {
          validator: (_rule, addresses: string[] | undefined) => {
            const wrong = (addresses ?? []).find((address) => !isValidEmail(address.trim()));
            return wrong === undefined
              ? Promise.resolve()
              : Promise.reject(
                  new Error(t('admin.settings.orders.adminNoticeEmailsInvalid', { address: wrong })),
                );
          },
        },
      ]}
    >
      <Select
        mode="tags"
        open={false}
        tokenSeparators={[',', ' ', ';']}
        maxCount={MAX_ADMINISTRATOR_RECIPIENTS}
      />
    </Form.Item>
  );
};

/**
 * Coupon rules, the unpaid-order timeout, the thank-you page, the transfer slip, and who is mailed
 * what waits for an administrator.
 */
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
      <AdminNoticeEmails />
    </SettingsForm>
  );
};
