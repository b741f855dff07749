import { useTranslation } from 'react-i18next';
import { COURSE_TYPES, isProductType, type CourseType } from '@shop/domain/catalog/course-type';

/** Course types a visitor can filter the course list by (products have their own list). */
export const useCourseTypeOptions = () => {
  const { t } = useTranslation();
  return [
    { value: '', label: t('catalog.list.allTypes') },
    ...COURSE_TYPES.filter((type) => !isProductType(type)).map((type) => ({
      value: type,
      label: t(`courseType.${type}`),
    })),
  ];
};

export const isCourseTypeFilter = (filter: string): filter is CourseType =>
  (COURSE_TYPES as readonly string[]).includes(filter);
