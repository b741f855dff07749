import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCourseTypeOptions } from '../hooks/use-course-type-options';

type CourseTypeFilterProps = { value: string | undefined; onChange: (type: string) => void };

/** The course types as a row of radio buttons ("all types" first); they wrap on narrow screens. */
export const CourseTypeFilter = ({ value, onChange }: CourseTypeFilterProps) => {
  const { t } = useTranslation();
  const options = useCourseTypeOptions();
  return (
    <Radio.Group
      aria-label={t('catalog.list.type')}
      className="catalog-type-filter"
      optionType="button"
      value={value}
      options={options}
      onChange={(event) => onChange(String(event.target.value))}
    />
  );
};
