import { DownloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Flex, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATES } from '@shop/domain/orders/order-states';
import type { AdminListQuery } from '../../../lib/admin-list-params';
import { currentLocale } from '../../../lib/texts';
import { useCourseOptions, useMethodOptions } from '../api/filter-options';

type OrdersFiltersProps = {
  query: AdminListQuery;
  update: (changes: Record<string, string | number | undefined | null>) => void;
};

const DAY = 'YYYY-MM-DD';

const numberOf = (value: string | number | undefined) => (value === undefined ? undefined : Number(value));

/** The orders list's search box and filters; every change goes to the address (and page 1). */
export const OrdersFilters = ({ query, update }: OrdersFiltersProps) => {
  const { t } = useTranslation();
  const methods = useMethodOptions();
  const [courseSearch, setCourseSearch] = useState('');
  const courses = useCourseOptions(courseSearch);
  const courseId = numberOf(query.course_id);
  const from = typeof query.from === 'string' ? dayjs(query.from, DAY) : null;
  const to = typeof query.to === 'string' ? dayjs(query.to, DAY) : null;
  const courseOptions = (courses.data ?? []).map((course) => ({ value: course.id, label: course.title }));
  // A course chosen earlier (in the address) stays shown even when the search no longer lists it.
  if (courseId !== undefined && !courseOptions.some((option) => option.value === courseId))
    courseOptions.unshift({ value: courseId, label: `#${String(courseId)}` });

  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        style={{ maxWidth: 360 }}
        aria-label={t('admin.orders.filters.keyword')}
        placeholder={t('admin.orders.filters.keyword')}
        defaultValue={query.keyword}
        onSearch={(keyword) => update({ keyword: keyword.trim() })}
      />
      <Select
        allowClear
        style={{ minWidth: 160 }}
        aria-label={t('admin.orders.filters.state')}
        placeholder={t('admin.orders.filters.state')}
        value={query.state === undefined ? undefined : String(query.state)}
        onChange={(state?: string) => update({ state })}
        options={ORDER_STATES.map((state) => ({ value: state, label: t(`admin.orders.state.${state}`) }))}
      />
      <Select
        allowClear
        style={{ minWidth: 200 }}
        aria-label={t('admin.orders.filters.method')}
        placeholder={t('admin.orders.filters.method')}
        value={numberOf(query.payment_method_id)}
        onChange={(method?: number) => update({ payment_method_id: method })}
        options={(methods.data ?? []).map((method) => ({
          value: method.id,
          label: currentLocale() === 'en' ? method.name_web : method.name,
        }))}
      />
      <Select
        allowClear
        showSearch={{ filterOption: false, onSearch: setCourseSearch }}
        style={{ minWidth: 240 }}
        aria-label={t('admin.orders.filters.course')}
        placeholder={t('admin.orders.filters.course')}
        value={courseId}
        loading={courses.isFetching}
        onChange={(course?: number) => update({ course_id: course })}
        options={courseOptions}
      />
      <DatePicker.RangePicker
        aria-label={t('admin.orders.filters.created')}
        placeholder={[t('admin.orders.filters.created'), t('admin.orders.filters.created')]}
        value={[from, to]}
        allowEmpty={[true, true]}
        onChange={(range) =>
          update({ from: range?.[0]?.format(DAY) ?? undefined, to: range?.[1]?.format(DAY) ?? undefined })
        }
      />
    </Flex>
  );
};

/** The export button: a download of the CSV file of what the list shows. */
export const ExportButton = ({ href }: { href: string }) => {
  const { t } = useTranslation();
  return (
    <Button icon={<DownloadOutlined />} href={href} download>
      {t('admin.orders.export')}
    </Button>
  );
};
