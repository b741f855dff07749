import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { BooleanSwitch } from './setting-fields';
import { SettingsForm } from './settings-form';

const FIELDS = [
  'is_enable_tax',
  'is_enable_vat',
  'is_price_include_vat',
  'vat_value',
  'is_enable_tax_invoice',
  'is_enable_withholding_tax',
] as const satisfies readonly (keyof SiteSettings)[];

/** VAT, tax invoices and withholding (spec 1 section 3). */
export const TaxSettings = ({ settings }: { settings: SiteSettings }) => {
  const { t } = useTranslation();
  return (
    <SettingsForm settings={settings} fields={FIELDS} label={t('admin.settings.tabs.tax')}>
      <BooleanSwitch name="is_enable_tax" label={t('admin.settings.tax.isEnableTax')} />
      <BooleanSwitch name="is_enable_vat" label={t('admin.settings.tax.isEnableVat')} />
      <BooleanSwitch name="is_price_include_vat" label={t('admin.settings.tax.isPriceIncludeVat')} />
      <Form.Item name="vat_value" label={t('admin.settings.tax.vatValue')} rules={[{ required: true }]}>
        <InputNumber min={0} max={100} step={0.01} precision={2} style={{ width: 160 }} />
      </Form.Item>
      <BooleanSwitch name="is_enable_tax_invoice" label={t('admin.settings.tax.isEnableTaxInvoice')} />
      <BooleanSwitch
        name="is_enable_withholding_tax"
        label={t('admin.settings.tax.isEnableWithholdingTax')}
      />
    </SettingsForm>
  );
};
