import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATES } from '@shop/domain/orders/order-states';
import { ButtonAnchor } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { OutlineIcon } from '../../../components/ui/outline-icon';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import type { AdminListQuery } from '../../../lib/admin-list-params';
import { currentLocale } from '../../../lib/texts';
import { useCourseOptions, useMethodOptions } from '../api/filter-options';
import './orders-list.css';

type OrdersFiltersProps = {
  query: AdminListQuery;
  update: (changes: Record<string, string | number | undefined | null>) => void;
};

/** "All" is the empty value: choosing it takes the filter out of the address. */
const ALL = '';

const numberOf = (value: string | number | undefined) => (value === undefined ? undefined : Number(value));

/** The orders list's search box and filters; every change goes to the address (and page 1). */
export const OrdersFilters = ({ query, update }: OrdersFiltersProps) => {
  const { t } = useTranslation();
  const methods = useMethodOptions();
  const [courseSearch, setCourseSearch] = useState('');
  const courses = useCourseOptions(courseSearch);
  const courseId = numberOf(query.course_id);
  const all = { value: ALL, label: t('admin.orders.filters.all') } as const;
  const courseOptions = (courses.data ?? []).map((course) => ({ value: course.id, label: course.title }));
  // A course chosen earlier (in the address) stays shown even when the search no longer lists it.
  if (courseId !== undefined && !courseOptions.some((option) => option.value === courseId))
    courseOptions.unshift({ value: courseId, label: `#${String(courseId)}` });
  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = new FormData(event.currentTarget).get('keyword');
    update({ keyword: typeof keyword === 'string' ? keyword.trim() : undefined });
  };

  return (
    <div className="orders-filters">
      <form role="search" onSubmit={search} className="orders-filters-keyword">
        <FormField label={t('admin.orders.filters.keyword')}>
          {(control) => (
            <TextInput
              {...control}
              type="search"
              name="keyword"
              defaultValue={query.keyword}
              // The box's own clear button empties it: the whole list comes back, as with Enter.
              onChange={(event) => {
                if (event.target.value === '' && query.keyword !== undefined) update({ keyword: undefined });
              }}
            />
          )}
        </FormField>
      </form>
      <FormField label={t('admin.orders.filters.state')}>
        {(control) => (
          <Select<string>
            {...control}
            value={query.state === undefined ? ALL : String(query.state)}
            onChange={(state) => update({ state })}
            options={[
              all,
              ...ORDER_STATES.map((state) => ({ value: state, label: t(`admin.orders.state.${state}`) })),
            ]}
          />
        )}
      </FormField>
      <FormField label={t('admin.orders.filters.method')}>
        {(control) => (
          <Select<number | typeof ALL>
            {...control}
            value={numberOf(query.payment_method_id) ?? ALL}
            onChange={(method) => update({ payment_method_id: method })}
            options={[
              all,
              ...(methods.data ?? []).map((method) => ({
                value: method.id,
                label: currentLocale() === 'en' ? method.name_web : method.name,
              })),
            ]}
          />
        )}
      </FormField>
      <FormField label={t('admin.orders.filters.findCourse')}>
        {(control) => (
          <TextInput
            {...control}
            type="search"
            value={courseSearch}
            onChange={(event) => setCourseSearch(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('admin.orders.filters.course')}>
        {(control) => (
          <Select<number | typeof ALL>
            {...control}
            aria-busy={courses.isFetching}
            value={courseId ?? ALL}
            onChange={(course) => update({ course_id: course })}
            options={[all, ...courseOptions]}
          />
        )}
      </FormField>
      <fieldset className="orders-filters-dates">
        <legend>{t('admin.orders.filters.created')}</legend>
        {(['from', 'to'] as const).map((bound) => (
          <FormField key={bound} label={t(`admin.orders.filters.${bound}`)}>
            {(control) => (
              <TextInput
                {...control}
                type="date"
                value={typeof query[bound] === 'string' ? query[bound] : ''}
                onChange={(event) => update({ [bound]: event.target.value })}
              />
            )}
          </FormField>
        ))}
      </fieldset>
    </div>
  );
};

/** The export button: a download of the CSV file of what the list shows. */
export const ExportButton = ({ href }: { href: string }) => {
  const { t } = useTranslation();
  const icon = (
    <OutlineIcon>
      <path d="M12 3v12m-5-5 5 5 5-5M5 21h14" />
    </OutlineIcon>
  );
  return (
    <ButtonAnchor icon={icon} href={href} download>
      {t('admin.orders.export')}
    </ButtonAnchor>
  );
};
