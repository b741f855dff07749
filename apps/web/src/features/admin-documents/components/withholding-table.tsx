import { Button, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminListTable } from '../../../components/admin/admin-list-table';
import type { WithholdingOrderRow } from '@shop/contract/admin/tax-documents';
import { listQueryOf, useAdminListParams } from '../../../lib/admin-list-params';
import { useWithholdingOrders, type WithholdingState } from '../api/list-withholding-orders';
import { formatDay, formatTotal } from './document-format';
import { ListLoadError } from './list-load-error';

/**
 * Paid orders on which the buyer withheld tax: those whose certificate is still missing (oldest
 * first, the longest overdue on top), or those whose certificate arrived, each with its file.
 */
export const WithholdingTable = ({ state }: { state: WithholdingState }) => {
  const { t } = useTranslation();
  const list = useAdminListParams([]);
  const orders = useWithholdingOrders(state, listQueryOf(list.query));
  return (
    <>
      <ListLoadError error={orders.error} onRetry={() => void orders.refetch()} />
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          style={{ maxWidth: 360 }}
          aria-label={t('admin.documents.filters.withholdingKeyword')}
          placeholder={t('admin.documents.filters.withholdingKeyword')}
          defaultValue={list.query.keyword}
          onSearch={(keyword) => list.update({ keyword })}
        />
      </Flex>
      <AdminListTable<WithholdingOrderRow>
        list={list}
        result={orders}
        rowKey="order_id"
        columns={[
          { key: 'order', title: t('admin.documents.columns.order'), dataIndex: 'order_id' },
          {
            key: 'approved_at',
            title: t('admin.documents.columns.approvedAt'),
            sorter: true,
            sortOrder: list.sortOrderOf('approved_at'),
            render: (_value, row) => formatDay(row.approved_at),
          },
          { key: 'buyer', title: t('admin.documents.columns.buyer'), dataIndex: 'buyer_name' },
          {
            key: 'contact',
            title: t('admin.documents.columns.contact'),
            render: (_value, row) => (
              <Typography.Text>
                {row.email}
                {row.phone ? ` · ${row.phone}` : ''}
              </Typography.Text>
            ),
          },
          {
            key: 'withholding',
            title: t('admin.documents.columns.withholding'),
            align: 'right',
            render: (_value, row) =>
              `${formatTotal(row.withholding, row.currency_code)}${
                row.withholding_percent === null ? '' : ` (${String(row.withholding_percent)}%)`
              }`,
          },
          {
            key: 'document',
            title: t('admin.documents.columns.document'),
            render: (_value, row) => row.document_number ?? '—',
          },
          ...(state === 'received'
            ? [
                {
                  key: 'certificate',
                  title: t('admin.documents.columns.certificate'),
                  render: (_value: unknown, row: WithholdingOrderRow) =>
                    row.certificate ? (
                      <Button
                        size="small"
                        href={row.certificate.url}
                        target="_blank"
                        aria-label={`${t('admin.documents.openCertificate')} ${String(row.order_id)}`}
                      >
                        {row.certificate.original_name || t('admin.documents.openCertificate')}
                      </Button>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
    </>
  );
};
