import { Form, Switch, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegisterForm } from '@shop/contract/settings/site-settings';

const FIELDS = [
  'firstname',
  'lastname',
  'nickname',
  'tel',
  'address',
  'image_profile',
  'company_certificate',
] as const satisfies readonly (keyof RegisterForm)[];

type Field = (typeof FIELDS)[number];

/** Which sign-up fields show and which are required (spec 1): a row per field, two switches each. */
export const RegisterFormFields = () => {
  const { t } = useTranslation();
  const switchOf = (field: Field, rule: 'is_enable' | 'is_require', label: string) => (
    <Form.Item name={['register_form', field, rule]} valuePropName="checked" noStyle>
      <Switch aria-label={`${label} ${t(`admin.settings.students.fields.${field}`)}`} />
    </Form.Item>
  );
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(field) => field}
      dataSource={[...FIELDS]}
      style={{ marginBottom: 24, maxWidth: 560 }}
      columns={[
        {
          key: 'field',
          title: t('admin.settings.students.field'),
          render: (_value, field) => t(`admin.settings.students.fields.${field}`),
        },
        {
          key: 'shown',
          title: t('admin.settings.students.shown'),
          render: (_value, field) => switchOf(field, 'is_enable', t('admin.settings.students.shown')),
        },
        {
          key: 'required',
          title: t('admin.settings.students.required'),
          render: (_value, field) => switchOf(field, 'is_require', t('admin.settings.students.required')),
        },
      ]}
    />
  );
};
