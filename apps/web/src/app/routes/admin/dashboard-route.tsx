import { Card, Col, Row, Skeleton, Space, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page';
import { formatShopDayShort } from '../../../lib/admin-format';
import { useDashboard } from '../../../features/admin-dashboard/api/get-dashboard';
import { BestSellers } from '../../../features/admin-dashboard/components/best-sellers';
import { OrdersByState } from '../../../features/admin-dashboard/components/orders-by-state';
import { PaidCards } from '../../../features/admin-dashboard/components/paid-cards';
import { SlipCheckCards } from '../../../features/admin-dashboard/components/slip-check-cards';

// The charting library is the page's largest part: the figures show while it loads.
const DailyChart = lazy(async () => ({
  default: (await import('../../../features/admin-dashboard/components/daily-chart')).DailyChart,
}));

/** `/admin`: paid totals, the review queue, orders by state, best sellers and the 30-day chart. */
export const DashboardRoute = () => {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const data = dashboard.data;
  return (
    <AdminPage
      title={t('admin.dashboard.title')}
      error={dashboard.error}
      onRetry={() => void dashboard.refetch()}
    >
      {data ? (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            {t('admin.dashboard.asOf', { day: formatShopDayShort(data.today) })}
          </Typography.Text>
          <PaidCards dashboard={data} />
          <SlipCheckCards counts={data.slip_checks_this_month} />
          <Suspense fallback={<Card loading />}>
            <DailyChart daily={data.daily} />
          </Suspense>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={14}>
              <BestSellers sellers={data.best_sellers} />
            </Col>
            <Col xs={24} lg={10}>
              <OrdersByState states={data.orders_by_state} />
            </Col>
          </Row>
        </Space>
      ) : dashboard.isPending ? (
        <Skeleton active />
      ) : null}
    </AdminPage>
  );
};
