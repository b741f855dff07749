import { Divider, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { isHexColor } from '@shop/domain/settings/theme-color';
import { ImageUploadField } from './image-upload-field';
import { SettingsForm } from './settings-form';
import { ThemeColorField } from './theme-color-field';

const FIELDS = [
  'title',
  'photo_favicon',
  'social_share_image',
  'theme_color',
  'contact_email',
  'contact_tel',
  'contact_line',
  'contact_facebook',
  'contact_address',
  'company_name',
  'company_address',
  'company_tax_id',
  'company_branch',
  'company_phone',
] as const satisfies readonly (keyof SiteSettings)[];

/** The shop's identity: title, pictures, theme colour, contact details, and the seller on its tax invoices. */
export const ShopSettings = ({ settings }: { settings: SiteSettings }) => {
  const { t } = useTranslation();
  const hexRule = {
    validator: (_rule: unknown, value: string) =>
      isHexColor(value)
        ? Promise.resolve()
        : Promise.reject(new Error(t('admin.settings.shop.themeColorInvalid'))),
  };
  return (
    <SettingsForm settings={settings} fields={FIELDS} label={t('admin.settings.tabs.shop')}>
      <Form.Item name="title" label={t('admin.settings.shop.title')} rules={[{ required: true, max: 200 }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="theme_color"
        label={t('admin.settings.shop.themeColor')}
        extra={t('admin.settings.shop.themeColorHint')}
        rules={[hexRule]}
      >
        <ThemeColorField />
      </Form.Item>
      <Form.Item
        name="photo_favicon"
        label={t('admin.settings.shop.favicon')}
        extra={t('admin.settings.shop.faviconHint')}
      >
        <ImageUploadField label={t('admin.settings.shop.favicon')} />
      </Form.Item>
      <Form.Item
        name="social_share_image"
        label={t('admin.settings.shop.socialImage')}
        extra={t('admin.settings.shop.socialImageHint')}
      >
        <ImageUploadField label={t('admin.settings.shop.socialImage')} />
      </Form.Item>
      <Divider titlePlacement="start">{t('admin.settings.shop.contact')}</Divider>
      <Form.Item
        name="contact_email"
        label={t('admin.settings.shop.contactEmail')}
        rules={[{ type: 'email' }]}
      >
        <Input maxLength={254} />
      </Form.Item>
      <Form.Item name="contact_tel" label={t('admin.settings.shop.contactTel')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="contact_line"
        label={t('admin.settings.shop.contactLine')}
        extra={t('admin.settings.shop.contactLineHint')}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="contact_facebook"
        label={t('admin.settings.shop.contactFacebook')}
        extra={t('admin.settings.shop.contactFacebookHint')}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="contact_address"
        label={t('admin.settings.shop.contactAddress')}
        extra={t('admin.settings.shop.contactAddressHint')}
      >
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Divider titlePlacement="start">{t('admin.settings.seller.heading')}</Divider>
      <Form.Item name="company_name" label={t('admin.settings.seller.companyName')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="company_address" label={t('admin.settings.seller.companyAddress')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item
        name="company_tax_id"
        label={t('admin.settings.seller.companyTaxId')}
        rules={[{ pattern: /^(\d{13})?$/, message: t('admin.settings.seller.companyTaxIdInvalid') }]}
      >
        <Input maxLength={13} inputMode="numeric" />
      </Form.Item>
      <Form.Item
        name="company_branch"
        label={t('admin.settings.seller.companyBranch')}
        rules={[{ pattern: /^\d{5}$/, message: t('admin.settings.seller.companyBranchInvalid') }]}
      >
        <Input maxLength={5} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="company_phone" label={t('admin.settings.seller.companyPhone')}>
        <Input maxLength={50} />
      </Form.Item>
    </SettingsForm>
  );
};
