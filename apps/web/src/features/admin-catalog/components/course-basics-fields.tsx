import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { COURSE_TYPES } from '@shop/domain/catalog/course-type';
import { SLUG_PATTERN, type AdminCourseOptions } from '@shop/contract/admin/catalog-courses';
import { useFieldLabel } from '../hooks/use-field-label';

type CourseBasicsFieldsProps = { kind: 'course' | 'product'; options: AdminCourseOptions | undefined };

/** Title, address, type, category, instructor and the course's settings. */
export const CourseBasicsFields = ({ kind, options }: CourseBasicsFieldsProps) => {
  const { t } = useTranslation();
  const f = useFieldLabel();
  const required = { required: true, message: t('admin.catalog.editor.required') };
  return (
    <>
      <Form.Item name="title" label={f('title')} rules={[required, { max: 300 }]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="slug"
        label={f('slug')}
        rules={[required, { pattern: SLUG_PATTERN, message: t('admin.catalog.editor.slugRule') }]}
      >
        <Input />
      </Form.Item>
      {kind === 'course' ? (
        <Form.Item name="course_type" label={f('courseType')} rules={[required]}>
          <Select
            options={COURSE_TYPES.filter((type) => type !== 'product').map((type) => ({
              value: type,
              label: t(`courseType.${type}`),
            }))}
          />
        </Form.Item>
      ) : (
        <Form.Item name="course_type" hidden>
          <Input />
        </Form.Item>
      )}
      <Form.Item name="category_id" label={f('category')}>
        <Select
          allowClear
          options={(options?.categories ?? []).map((item) => ({ value: item.id, label: item.name }))}
          onClear={() => undefined}
        />
      </Form.Item>
      {kind === 'course' ? (
        <Form.Item name="instructor_id" label={f('instructor')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={(options?.instructors ?? []).map((item) => ({ value: item.id, label: item.name }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="short_description" label={f('shortDescription')} rules={[{ max: 2000 }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="sort_order" label={f('sortOrder')}>
        <InputNumber min={0} precision={0} />
      </Form.Item>
      {kind === 'course' ? (
        <>
          <Form.Item name="course_point" label={f('coursePoint')}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
          <Form.Item name="course_language" label={f('language')}>
            <Select
              options={[
                { value: 'th', label: 'ไทย' },
                { value: 'en', label: 'English' },
              ]}
            />
          </Form.Item>
          <Form.Item name="custom_text_language_key" label={f('customTextLanguageKey')}>
            <Input />
          </Form.Item>
          <Form.Item name="is_layout_course_registration" label={f('layoutRegistration')}>
            <Select
              options={[
                { value: null, label: f('layoutDefault') },
                { value: 1, label: f('layoutWithout') },
                { value: 0, label: f('layoutWith') },
              ]}
            />
          </Form.Item>
          <Form.Item name="is_recertification_course" valuePropName="checked">
            <Checkbox>{f('recertification')}</Checkbox>
          </Form.Item>
        </>
      ) : null}
    </>
  );
};
