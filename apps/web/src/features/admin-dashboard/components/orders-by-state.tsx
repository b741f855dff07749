import { Card, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@shop/contract/admin/dashboard';

const COLOURS: Readonly<Record<Dashboard['orders_by_state'][number]['status'], string>> = {
  notYetReceived: 'default',
  pendingApproved: 'gold',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
};

/** How many of this month's orders are in each state now. */
export const OrdersByState = ({ states }: { states: Dashboard['orders_by_state'] }) => {
  const { t } = useTranslation();
  return (
    <Card title={t('admin.dashboard.ordersByState')}>
      <List
        size="small"
        dataSource={states}
        renderItem={(row) => (
          <List.Item extra={<strong>{row.count}</strong>}>
            <Tag color={COLOURS[row.status]}>{t(`checkout.orderStatus.${row.status}`)}</Tag>
          </List.Item>
        )}
      />
    </Card>
  );
};
