import { Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { COURSE_STATUSES } from '@shop/contract/admin/catalog-courses';
import { COURSE_TYPES } from '@shop/domain/catalog/course-type';
import type { AdminListQuery } from '../../../lib/admin-list-params';
import { useAdminCourseOptions } from '../api/admin-course-options';

type CoursesFiltersProps = {
  kind: 'course' | 'product';
  query: AdminListQuery;
  update: (changes: Record<string, string | number | undefined | null>) => void;
};

/** The list's search box and filters; every change goes to the address (and page 1). */
export const CoursesFilters = ({ kind, query, update }: CoursesFiltersProps) => {
  const { t } = useTranslation();
  const options = useAdminCourseOptions();
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        style={{ maxWidth: 320 }}
        aria-label={t('admin.catalog.filters.keyword')}
        placeholder={t('admin.catalog.filters.keyword')}
        defaultValue={query.keyword}
        onSearch={(keyword) => update({ keyword })}
      />
      {kind === 'course' ? (
        <Select
          allowClear
          style={{ minWidth: 190 }}
          aria-label={t('admin.catalog.filters.type')}
          placeholder={t('admin.catalog.filters.type')}
          value={query.courseType === undefined ? undefined : String(query.courseType)}
          onChange={(courseType?: string) => update({ courseType })}
          options={COURSE_TYPES.filter((type) => type !== 'product').map((type) => ({
            value: type,
            label: type,
          }))}
        />
      ) : null}
      <Select
        allowClear
        style={{ minWidth: 150 }}
        aria-label={t('admin.catalog.filters.status')}
        placeholder={t('admin.catalog.filters.status')}
        value={query.status === undefined ? undefined : String(query.status)}
        onChange={(status?: string) => update({ status })}
        options={COURSE_STATUSES.map((status) => ({
          value: status,
          label: t(`admin.catalog.status.${status}`),
        }))}
      />
      <Select
        allowClear
        style={{ minWidth: 170 }}
        aria-label={t('admin.catalog.filters.category')}
        placeholder={t('admin.catalog.filters.category')}
        value={query.categoryId === undefined ? undefined : Number(query.categoryId)}
        onChange={(categoryId?: number) => update({ categoryId })}
        options={(options.data?.categories ?? []).map((category) => ({
          value: category.id,
          label: category.name,
        }))}
      />
    </Flex>
  );
};
