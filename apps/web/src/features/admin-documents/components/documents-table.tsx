import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Flex, Input, InputNumber, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListTable } from '../../../components/admin/admin-list-table';
import { ADMIN_DOCUMENT_FILTER_NAMES, type AdminDocumentRow } from '@shop/contract/admin/tax-documents';
import { TAX_DOCUMENT_KINDS } from '@shop/domain/tax/tax-documents';
import { listQueryOf, useAdminListParams } from '../../../lib/admin-list-params';
import { useAdminDocuments } from '../api/list-admin-documents';
import { formatDay, formatTotal } from './document-format';
import { ListLoadError } from './list-load-error';
import { ReissueDocumentModal } from './reissue-document-modal';

/**
 * Every tax invoice, receipt and credit note: filtered by kind, status and year, searched by
 * number, buyer or order, sorted and paged on the server (all kept in the address), each with
 * its PDF and, for a valid invoice or receipt, a re-issue.
 */
export const DocumentsTable = () => {
  const { t } = useTranslation();
  const list = useAdminListParams(ADMIN_DOCUMENT_FILTER_NAMES);
  const documents = useAdminDocuments(listQueryOf(list.query));
  const [reissuing, setReissuing] = useState<AdminDocumentRow | null>(null);

  return (
    <>
      <ListLoadError error={documents.error} onRetry={() => void documents.refetch()} />
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          style={{ maxWidth: 360 }}
          aria-label={t('admin.documents.filters.keyword')}
          placeholder={t('admin.documents.filters.keyword')}
          defaultValue={list.query.keyword}
          onSearch={(keyword) => list.update({ keyword })}
        />
        <Select
          allowClear
          style={{ minWidth: 170 }}
          aria-label={t('admin.documents.filters.kind')}
          placeholder={t('admin.documents.filters.kind')}
          value={list.query.kind as string | undefined}
          onChange={(kind?: string) => list.update({ kind })}
          options={TAX_DOCUMENT_KINDS.map((kind) => ({
            value: kind,
            label: t(`admin.documents.kinds.${kind}`),
          }))}
        />
        <Select
          allowClear
          style={{ minWidth: 140 }}
          aria-label={t('admin.documents.filters.status')}
          placeholder={t('admin.documents.filters.status')}
          value={list.query.status as string | undefined}
          onChange={(status?: string) => list.update({ status })}
          options={(['issued', 'voided'] as const).map((status) => ({
            value: status,
            label: t(`admin.documents.statuses.${status}`),
          }))}
        />
        <InputNumber
          style={{ width: 140 }}
          aria-label={t('admin.documents.filters.year')}
          placeholder={t('admin.documents.filters.year')}
          min={2000}
          max={2200}
          value={list.query.year === undefined ? null : Number(list.query.year)}
          onChange={(year) => list.update({ year: year ?? undefined })}
        />
      </Flex>
      <AdminListTable<AdminDocumentRow>
        list={list}
        result={documents}
        rowKey="id"
        columns={[
          {
            key: 'number',
            title: t('admin.documents.columns.number'),
            dataIndex: 'number',
            sorter: true,
            sortOrder: list.sortOrderOf('number'),
          },
          {
            key: 'kind',
            title: t('admin.documents.columns.kind'),
            render: (_value, row) => t(`admin.documents.kinds.${row.kind}`),
          },
          {
            key: 'issued_at',
            title: t('admin.documents.columns.issuedAt'),
            sorter: true,
            sortOrder: list.sortOrderOf('issued_at'),
            render: (_value, row) => formatDay(row.issued_at),
          },
          { key: 'order', title: t('admin.documents.columns.order'), dataIndex: 'order_id' },
          { key: 'buyer', title: t('admin.documents.columns.buyer'), dataIndex: 'buyer_name' },
          { key: 'tax_id', title: t('admin.documents.columns.taxId'), dataIndex: 'buyer_tax_id' },
          {
            key: 'total',
            title: t('admin.documents.columns.total'),
            align: 'right',
            render: (_value, row) => formatTotal(row.total, row.currency_code),
          },
          {
            key: 'status',
            title: t('admin.documents.columns.status'),
            render: (_value, row) => (
              <Tag color={row.status === 'issued' ? 'green' : 'red'}>
                {t(`admin.documents.statuses.${row.status}`)}
              </Tag>
            ),
          },
          {
            key: 'references',
            title: t('admin.documents.columns.references'),
            render: (_value, row) => row.references_number ?? '—',
          },
          {
            key: 'actions',
            title: t('admin.list.actions'),
            render: (_value, row) => (
              <Space>
                <Button
                  size="small"
                  icon={<FilePdfOutlined />}
                  href={row.pdf_url}
                  target="_blank"
                  aria-label={`${t('admin.documents.pdf')} ${row.number}`}
                >
                  PDF
                </Button>
                {row.status === 'issued' && row.kind !== 'credit_note' && (
                  <Button
                    size="small"
                    onClick={() => setReissuing(row)}
                    aria-label={`${t('admin.documents.reissue.action')} ${row.number}`}
                  >
                    {t('admin.documents.reissue.action')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {reissuing && <ReissueDocumentModal document={reissuing} onClose={() => setReissuing(null)} />}
    </>
  );
};
