import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminCourseRow } from '@shop/contract/admin/catalog-courses';
import { AdminListTable } from '../../../components/admin/admin-list-table';
import { formatShopDateTime } from '../../../lib/admin-format';
import type { CoursesPage } from '../hooks/use-courses-page';
import { editorPathOf } from '../lib/course-paths';
import { CourseRowActions } from './course-row-actions';
import { CoursesFilters } from './courses-filters';

const STATUS_COLOURS = { draft: 'default', published: 'green', hidden: 'orange' } as const;

/** Courses or products found by title, slug or id, filtered, sorted and paged on the server. */
export const CoursesTable = ({ kind, list, courses }: CoursesPage) => {
  const { t } = useTranslation();
  const capacity = (row: AdminCourseRow) =>
    kind === 'product'
      ? (row.available_qty ?? '∞')
      : row.seats_total === null
        ? '∞'
        : `${String(row.seats_taken)}/${String(row.seats_total)}`;

  return (
    <>
      <CoursesFilters kind={kind} query={list.query} update={list.update} />
      <AdminListTable<AdminCourseRow>
        list={list}
        result={courses}
        rowKey="id"
        columns={[
          {
            key: 'id',
            title: t('admin.catalog.columns.id'),
            dataIndex: 'id',
            sorter: true,
            sortOrder: list.sortOrderOf('id'),
          },
          {
            key: 'title',
            title: t('admin.catalog.columns.title'),
            sorter: true,
            sortOrder: list.sortOrderOf('title'),
            render: (_value, row) => <Link to={editorPathOf(row)}>{row.title}</Link>,
          },
          ...(kind === 'course'
            ? [
                {
                  key: 'type',
                  title: t('admin.catalog.columns.type'),
                  render: (_v: unknown, row: { course_type: string }) =>
                    t(`courseType.${row.course_type}` as 'courseType.Online', {
                      defaultValue: row.course_type,
                    }),
                },
              ]
            : []),
          {
            key: 'category',
            title: t('admin.catalog.columns.category'),
            render: (_v, row) => row.category_name ?? '—',
          },
          ...(kind === 'course'
            ? [
                {
                  key: 'instructor',
                  title: t('admin.catalog.columns.instructor'),
                  render: (_v: unknown, row: AdminCourseRow) => row.instructor_name ?? '—',
                },
              ]
            : []),
          {
            key: 'status',
            title: t('admin.catalog.columns.status'),
            render: (_v, row) => (
              <Tag color={STATUS_COLOURS[row.status]}>{t(`admin.catalog.status.${row.status}`)}</Tag>
            ),
          },
          {
            key: 'capacity',
            title: t(kind === 'product' ? 'admin.catalog.columns.stock' : 'admin.catalog.columns.seats'),
            render: (_v, row) => capacity(row),
          },
          {
            key: 'updated',
            title: t('admin.catalog.columns.updated'),
            sorter: true,
            sortOrder: list.sortOrderOf('updated'),
            render: (_v, row) => formatShopDateTime(row.updated_at),
          },
          {
            key: 'actions',
            title: t('admin.catalog.columns.actions'),
            render: (_v, row) => <CourseRowActions row={row} />,
          },
        ]}
      />
    </>
  );
};
