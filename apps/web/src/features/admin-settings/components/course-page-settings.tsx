import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { BooleanSwitch, FlagSwitch } from './setting-fields';
import { SettingsForm } from './settings-form';

const FIELDS = [
  'layout_course_detail',
  'is_layout_course_registration',
  'registration_currency',
  'is_recertification_course',
  'is_enable_course_curriculum',
  'is_enable_course_comment',
  'course_teacher',
  'course_group',
  'course_bestseller',
] as const satisfies readonly (keyof SiteSettings)[];

/** Layouts 1, 3 and 4; any other value is the default layout, stored as 0 (spec 1). */
const LAYOUTS = [
  { value: 1, label: 'one' },
  { value: 3, label: 'three' },
  { value: 4, label: 'four' },
  { value: 0, label: 'default' },
] as const;

/** The course page: its layout, currency and which blocks and lists it shows. */
export const CoursePageSettings = ({ settings }: { settings: SiteSettings }) => {
  const { t } = useTranslation();
  const layout = [1, 3, 4].includes(settings.layout_course_detail) ? settings.layout_course_detail : 0;
  return (
    <SettingsForm
      settings={{ ...settings, layout_course_detail: layout }}
      fields={FIELDS}
      label={t('admin.settings.tabs.coursePage')}
    >
      <Form.Item name="layout_course_detail" label={t('admin.settings.coursePage.layout')}>
        <Select
          style={{ width: 240 }}
          popupMatchSelectWidth={false}
          options={LAYOUTS.map((option) => ({
            value: option.value,
            label: t(`admin.settings.coursePage.layouts.${option.label}`),
            description: t(`admin.settings.coursePage.layoutDescriptions.${option.label}`),
          }))}
          // Each layout says what a buyer sees with it: the names alone did not tell an administrator.
          optionRender={(option) => (
            <div className="layout-option">
              <div>{option.label}</div>
              <div className="layout-option-description">{option.data.description}</div>
            </div>
          )}
        />
      </Form.Item>
      <FlagSwitch
        name="is_layout_course_registration"
        label={t('admin.settings.coursePage.isLayoutCourseRegistration')}
      />
      <Form.Item name="registration_currency" label={t('admin.settings.coursePage.registrationCurrency')}>
        <Select style={{ width: 160 }} options={[{ value: 'THB' }, { value: 'USD' }]} />
      </Form.Item>
      <BooleanSwitch
        name="is_recertification_course"
        label={t('admin.settings.coursePage.isRecertificationCourse')}
      />
      <BooleanSwitch name="is_enable_course_curriculum" label={t('admin.settings.coursePage.curriculum')} />
      <BooleanSwitch name="is_enable_course_comment" label={t('admin.settings.coursePage.comments')} />
      <FlagSwitch name="course_teacher" label={t('admin.settings.coursePage.teacher')} />
      <FlagSwitch name="course_group" label={t('admin.settings.coursePage.group')} />
      <FlagSwitch name="course_bestseller" label={t('admin.settings.coursePage.bestseller')} />
    </SettingsForm>
  );
};
