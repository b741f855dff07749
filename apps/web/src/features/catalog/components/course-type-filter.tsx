import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCourseTypeOptions } from '../hooks/use-course-type-options';
import '../../../components/list-page.css';

type CourseTypeFilterProps = { value: string | undefined; onChange: (type: string) => void };

/**
 * The course types as a row of pill-shaped radio buttons ("all types" first) that wrap on narrow
 * screens. They are the browser's own radios: arrow keys move between them, and a click lands on
 * the real control.
 */
export const CourseTypeFilter = ({ value, onChange }: CourseTypeFilterProps) => {
  const { t } = useTranslation();
  const name = useId();
  const options = useCourseTypeOptions();
  return (
    <div role="radiogroup" aria-label={t('catalog.list.type')} className="catalog-type-filter">
      {options.map((option) => (
        <label key={option.value} className="catalog-type-option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
};
