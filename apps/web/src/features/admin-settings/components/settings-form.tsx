import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { useSettingsSave } from '../hooks/use-settings-save';

type SettingsFormProps = {
  settings: SiteSettings;
  /** The settings this form shows and saves; a save sends only these. */
  fields: readonly (keyof SiteSettings)[];
  label: string;
  children: ReactNode;
};

const pick = (values: Partial<SiteSettings>, fields: readonly (keyof SiteSettings)[]) =>
  Object.fromEntries(fields.filter((field) => field in values).map((field) => [field, values[field]]));

/** One group of site settings with its own Save: only its settings are sent, so others stay as they are. */
export const SettingsForm = ({ settings, fields, label, children }: SettingsFormProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Partial<SiteSettings>>();
  const { save, isSaving } = useSettingsSave(form);
  return (
    <Form
      form={form}
      layout="vertical"
      aria-label={label}
      className="admin-settings-form"
      initialValues={pick(settings, fields)}
      onFinish={(values) => {
        void save(pick(values, fields)).then((saved) => {
          if (saved) form.setFieldsValue(pick(saved, fields));
        });
      }}
    >
      {children}
      <Button type="primary" htmlType="submit" loading={isSaving}>
        {t('admin.settings.save')}
      </Button>
    </Form>
  );
};
