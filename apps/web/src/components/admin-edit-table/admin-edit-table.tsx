import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Space, Table, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@shop/contract/http/api-client';
import type { useAdminListParams } from '../../lib/admin-list-params';
import { errorMessage } from '../../lib/texts';
import { EditTableRowActions, type RowActions } from './edit-table-row-actions';

/** The list query as the table needs it (a TanStack Query result fits). */
export type EditTableQuery = { isFetching: boolean; error: unknown; refetch: () => unknown };

/** A list the server pages and sorts, its state kept in the address. */
export type EditTablePaging = { list: ReturnType<typeof useAdminListParams>; total: number | undefined };

type AdminEditTableProps<Row> = {
  rows: readonly Row[] | undefined;
  query: EditTableQuery;
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  actions: RowActions<Row>;
  addLabel: string;
  /** The add/edit dialog for a row, or for a new one (`null`); `close` ends the editing. */
  renderForm: (row: Row | null, close: () => void) => ReactNode;
  /** Filters shown left of the buttons. */
  filters?: ReactNode;
  /** More buttons before "Add" (export, bulk…). */
  moreButtons?: ReactNode;
  /** Without it the list is one page, as the server answers it. */
  paging?: EditTablePaging;
};

/** Why the list did not load, in the reader's language, with a retry. */
const LoadFailed = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('admin.list.loadFailed')}
      description={error instanceof ApiError ? errorMessage(error.code) : undefined}
      action={<Button onClick={onRetry}>{t('admin.list.retry')}</Button>}
    />
  );
};

/**
 * A back-office list-and-edit screen: "Add" beside the filters, the rows with Edit and a confirmed
 * Delete, the same loading, empty and load-failed states on every list, and the screen's dialog
 * for the row being added or edited.
 */
export const AdminEditTable = <Row extends object>(props: AdminEditTableProps<Row>) => {
  const { rows, query, rowKey, columns, actions, addLabel, renderForm, filters, moreButtons, paging } = props;
  const { t } = useTranslation();
  // undefined: no dialog; null: adding; a row: editing it.
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const close = () => setEditing(undefined);

  return (
    <>
      <Flex
        justify={filters ? 'space-between' : 'end'}
        wrap
        style={filters ? undefined : { marginBottom: 16 }}
      >
        {filters}
        <Space wrap>
          {moreButtons}
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {addLabel}
          </Button>
        </Space>
      </Flex>
      {query.error ? <LoadFailed error={query.error} onRetry={() => void query.refetch()} /> : null}
      <Table<Row>
        rowKey={rowKey}
        loading={query.isFetching}
        dataSource={rows ? [...rows] : []}
        locale={{ emptyText: t('admin.list.empty') }}
        scroll={{ x: true }}
        pagination={
          paging
            ? {
                ...paging.list.pagination(paging.total),
                showTotal: (count) => t('admin.list.total', { count }),
              }
            : false
        }
        onChange={paging?.list.onTableChange}
        columns={[
          ...columns,
          {
            key: 'actions',
            title: t('admin.list.actions'),
            render: (_v, row, index) => (
              <EditTableRowActions row={row} index={index} actions={actions} onEdit={setEditing} />
            ),
          },
        ]}
      />
      {editing === undefined ? null : renderForm(editing, close)}
    </>
  );
};
