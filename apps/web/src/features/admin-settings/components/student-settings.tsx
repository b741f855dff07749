import { Divider, Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { RegisterFormFields } from './register-form-fields';
import { BooleanSwitch, FlagSwitch } from './setting-fields';
import { SettingsForm } from './settings-form';

const FIELDS = [
  'is_enable_user_group',
  'is_student_select_group',
  'course_access_rights',
  'register_form',
  'max_users',
  'max_new_users_per_day',
  'storage_quota_gb',
  'social_login',
  'line_monthly_quota',
] as const satisfies readonly (keyof SiteSettings)[];

/** Student groups and access rights, the sign-up form, the shop's limits and social sign-in ids. */
export const StudentSettings = ({ settings }: { settings: SiteSettings }) => {
  const { t } = useTranslation();
  return (
    <SettingsForm settings={settings} fields={FIELDS} label={t('admin.settings.tabs.students')}>
      <Divider titlePlacement="start">{t('admin.settings.students.heading')}</Divider>
      <BooleanSwitch name="is_enable_user_group" label={t('admin.settings.students.isEnableUserGroup')} />
      <BooleanSwitch
        name="is_student_select_group"
        label={t('admin.settings.students.isStudentSelectGroup')}
      />
      <FlagSwitch name="course_access_rights" label={t('admin.settings.students.courseAccessRights')} />
      <Divider titlePlacement="start">{t('admin.settings.students.registerForm')}</Divider>
      <RegisterFormFields />
      <Divider titlePlacement="start">{t('admin.settings.students.limits')}</Divider>
      <Form.Item
        name="max_users"
        label={t('admin.settings.students.maxUsers')}
        extra={t('admin.settings.students.unlimited')}
      >
        <InputNumber min={1} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="max_new_users_per_day"
        label={t('admin.settings.students.maxNewUsersPerDay')}
        extra={t('admin.settings.students.unlimited')}
      >
        <InputNumber min={1} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="storage_quota_gb"
        label={t('admin.settings.students.storageQuota')}
        rules={[{ required: true }]}
      >
        <InputNumber min={0.1} step={1} style={{ width: 200 }} />
      </Form.Item>
      <Divider titlePlacement="start">{t('admin.settings.students.socialLogin')}</Divider>
      <Typography.Paragraph type="secondary">
        {t('admin.settings.students.socialLoginHint')}
      </Typography.Paragraph>
      <Form.Item
        name={['social_login', 'facebook_app_id']}
        label={t('admin.settings.students.facebookAppId')}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name={['social_login', 'line_channel_id']}
        label={t('admin.settings.students.lineChannelId')}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="line_monthly_quota"
        label={t('admin.settings.students.lineMonthlyQuota')}
        extra={t('admin.settings.students.lineMonthlyQuotaHelp')}
      >
        <InputNumber min={0} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name={['social_login', 'google_client_id']}
        label={t('admin.settings.students.googleClientId')}
      >
        <Input maxLength={200} />
      </Form.Item>
    </SettingsForm>
  );
};
