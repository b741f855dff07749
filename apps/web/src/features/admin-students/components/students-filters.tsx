import { DatePicker, Flex, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AdminListQuery } from '../../../lib/admin-list-params';
import { useStudentOptions } from '../api/student-options';

type StudentsFiltersProps = {
  query: AdminListQuery;
  update: (changes: Record<string, string | number | undefined | null>) => void;
};

const DAY = 'YYYY-MM-DD';

/** The students list's search box and filters; every change goes to the address (and page 1). */
export const StudentsFilters = ({ query, update }: StudentsFiltersProps) => {
  const { t } = useTranslation();
  const options = useStudentOptions();
  const from = typeof query.from === 'string' ? dayjs(query.from, DAY) : null;
  const to = typeof query.to === 'string' ? dayjs(query.to, DAY) : null;

  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        style={{ maxWidth: 360 }}
        aria-label={t('admin.students.filters.keyword')}
        placeholder={t('admin.students.filters.keyword')}
        defaultValue={query.keyword}
        onSearch={(keyword) => update({ keyword })}
      />
      <Select
        allowClear
        style={{ minWidth: 150 }}
        aria-label={t('admin.students.filters.status')}
        placeholder={t('admin.students.filters.status')}
        value={query.status === undefined ? undefined : String(query.status)}
        onChange={(status?: string) => update({ status })}
        options={(['active', 'inactive'] as const).map((value) => ({
          value,
          label: t(`admin.students.status.${value}`),
        }))}
      />
      <Select
        allowClear
        style={{ minWidth: 170 }}
        aria-label={t('admin.students.filters.membership')}
        placeholder={t('admin.students.filters.membership')}
        value={query.membership === undefined ? undefined : String(query.membership)}
        onChange={(membership?: string) => update({ membership })}
        options={(['member', 'nonMember'] as const).map((value) => ({
          value,
          label: t(`admin.students.membership.${value}`),
        }))}
      />
      <Select
        allowClear
        style={{ minWidth: 170 }}
        aria-label={t('admin.students.filters.group')}
        placeholder={t('admin.students.filters.group')}
        value={query.groupId === undefined ? undefined : Number(query.groupId)}
        onChange={(groupId?: number) => update({ groupId })}
        options={(options.data?.user_groups ?? []).map((group) => ({ value: group.id, label: group.name }))}
      />
      <DatePicker.RangePicker
        aria-label={t('admin.students.filters.registered')}
        placeholder={[t('admin.students.filters.registered'), t('admin.students.filters.registered')]}
        value={[from, to]}
        allowEmpty={[true, true]}
        onChange={(range) =>
          update({ from: range?.[0]?.format(DAY) ?? undefined, to: range?.[1]?.format(DAY) ?? undefined })
        }
      />
    </Flex>
  );
};
