import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { DocumentsTable } from '../../../features/admin-documents/components/documents-table';
import { WithholdingTable } from '../../../features/admin-documents/components/withholding-table';

const TABS = ['documents', 'missing', 'received'] as const;
type Tab = (typeof TABS)[number];

const tabOf = (value: string | null): Tab => TABS.find((tab) => tab === value) ?? 'documents';

/**
 * `/admin/documents`: the tax invoices, receipts and credit notes (re-issue), and the withholding
 * certificates still missing or received. The tab is in the address; changing it starts its
 * list afresh.
 */
export const DocumentsRoute = () => {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  return (
    <AdminPage title={t('admin.documents.title')}>
      <Tabs
        activeKey={tab}
        onChange={(next) => setSearch(next === 'documents' ? {} : { tab: next })}
        destroyOnHidden
        items={[
          { key: 'documents', label: t('admin.documents.tabs.documents'), children: <DocumentsTable /> },
          {
            key: 'missing',
            label: t('admin.documents.tabs.missing'),
            children: <WithholdingTable state="missing" />,
          },
          {
            key: 'received',
            label: t('admin.documents.tabs.received'),
            children: <WithholdingTable state="received" />,
          },
        ]}
      />
    </AdminPage>
  );
};
