import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminCourseOptions } from '../../admin-catalog/api/admin-course-options';

type CoursePickerProps = {
  /** Set by Form.Item so its label names the picker. */
  id?: string;
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Products too (a promotion may cover both); courses only by default. */
  withProducts?: boolean;
};

/**
 * Courses chosen by name, searched as they are typed, for the forms that name courses: a
 * promotion's or coupon's courses, a student-free plan's qualifying courses.
 */
export const CoursePicker = ({ id, value, onChange, withProducts = false }: CoursePickerProps) => {
  const { t } = useTranslation();
  const options = useAdminCourseOptions();
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      allowClear
      value={value ?? []}
      onChange={(ids) => onChange?.(ids)}
      loading={options.isPending}
      placeholder={t('admin.catalog.picker.placeholder')}
      showSearch={{ optionFilterProp: 'label' }}
      options={(options.data?.courses ?? [])
        .filter((course) => withProducts || course.course_type !== 'product')
        .map((course) => ({
          value: course.id,
          label: `${course.name} (#${String(course.id)}, ${t(`admin.catalog.status.${course.status}`)})`,
        }))}
    />
  );
};
