import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminCourseOptions } from '@shop/contract/admin/catalog-courses';

type Props = { options: AdminCourseOptions | undefined; courseId: number | null };

/** The user groups a course is limited to (empty: everyone may buy it). */
export const CourseAccessFields = ({ options }: Props) => {
  const { t } = useTranslation();
  return (
    <Form.Item name="course_for_user_group" label={t('admin.catalog.editor.fields.userGroups')}>
      <Select
        mode="multiple"
        allowClear
        options={(options?.user_groups ?? []).map((group) => ({ value: group.id, label: group.name }))}
      />
    </Form.Item>
  );
};

/** The courses shown as related on this course's page, in the chosen order. */
export const CourseRelatedFields = ({ options, courseId }: Props) => {
  const { t } = useTranslation();
  return (
    <Form.Item name="related_course_ids" label={t('admin.catalog.editor.fields.relatedCourses')}>
      <Select
        mode="multiple"
        allowClear
        maxCount={20}
        showSearch={{ optionFilterProp: 'label' }}
        options={(options?.courses ?? [])
          .filter((course) => course.id !== courseId)
          .map((course) => ({
            value: course.id,
            label: `${course.name} (${t(`courseType.${course.course_type}` as 'courseType.Online', { defaultValue: course.course_type })}, ${t(`admin.catalog.status.${course.status}`)})`,
          }))}
      />
    </Form.Item>
  );
};
