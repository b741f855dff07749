import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@shop/contract/admin/dashboard';
import { formatShopMoney } from '../../../lib/admin-format';

type BestSeller = Dashboard['best_sellers'][number];

/** This month's courses by units paid, with what they brought in before VAT. */
export const BestSellers = ({ sellers }: { sellers: Dashboard['best_sellers'] }) => {
  const { t } = useTranslation();
  return (
    <Card title={t('admin.dashboard.bestSellers')}>
      <Table<BestSeller>
        rowKey="course_id"
        size="small"
        pagination={false}
        dataSource={sellers}
        locale={{ emptyText: t('admin.dashboard.noSales') }}
        columns={[
          { key: 'course', title: t('admin.dashboard.course'), dataIndex: 'title' },
          { key: 'units', title: t('admin.dashboard.units'), dataIndex: 'units', align: 'right' },
          {
            key: 'amount',
            title: t('admin.dashboard.amount'),
            align: 'right',
            render: (_value, row) =>
              [
                row.amounts.THB > 0 || row.amounts.USD === 0 ? formatShopMoney(row.amounts.THB, 'THB') : null,
                row.amounts.USD > 0 ? formatShopMoney(row.amounts.USD, 'USD') : null,
              ]
                .filter(Boolean)
                .join(' + '),
          },
        ]}
      />
    </Card>
  );
};
