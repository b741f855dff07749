import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { useAdminListParams } from '../../lib/admin-list-params';

type AdminListTableProps<Row> = {
  list: ReturnType<typeof useAdminListParams>;
  result: { data?: { data: Row[]; total: number } | undefined; isFetching: boolean };
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
};

/**
 * A back-office list as Ant Design's table: the rows of one page the server answered, its pager
 * and sort kept in the address by `list`, and the same total and empty texts on every list.
 */
export const AdminListTable = <Row extends object>({
  list,
  result,
  rowKey,
  columns,
}: AdminListTableProps<Row>) => {
  const { t } = useTranslation();
  return (
    <Table<Row>
      rowKey={rowKey}
      loading={result.isFetching}
      dataSource={result.data?.data ?? []}
      pagination={{
        ...list.pagination(result.data?.total),
        showTotal: (count) => t('admin.list.total', { count }),
      }}
      onChange={list.onTableChange}
      locale={{ emptyText: t('admin.list.empty') }}
      // As wide as its contents, scrolled sideways on a phone: squeezed to the screen, dates and
      // e-mails wrapped letter by letter.
      scroll={{ x: 'max-content' }}
      columns={columns}
    />
  );
};
