import { Badge, Card, Col, Collapse, Empty, List, Row, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminOrderDetail } from '@shop/contract/admin/admin-order-detail';
import { paths } from '../../../config/paths';
import { formatShopDateTime, formatShopMoney } from '../../../lib/admin-format';
import type { ReviewQueue as Queue } from '../hooks/use-review-queue';
import { ReviewButtons } from './review-buttons';
import { TransferEvidence } from './transfer-evidence';
import '../admin-orders.css';

type Report = AdminOrderDetail['transfer_reports'][number];

/** Reports the shop did not accept before, newest first, folded: the history beside the one to check. */
const EarlierReports = ({ order, reports }: { order: AdminOrderDetail; reports: Report[] }) => {
  const { t } = useTranslation();
  if (reports.length === 0) return null;
  return (
    <Collapse
      size="small"
      style={{ marginTop: 16 }}
      items={[
        {
          key: 'earlier',
          label: t('admin.orders.transfer.earlier', { count: reports.length }),
          children: (
            <Space orientation="vertical" size="large" style={{ width: '100%' }}>
              {[...reports].reverse().map((report) => (
                <TransferEvidence key={report.id} order={order} report={report} />
              ))}
            </Space>
          ),
        },
      ]}
    />
  );
};

/**
 * The order under review: what it is, the transfer reported (slip large) with the earlier reports
 * the shop did not accept, or that it is a free plan, and the decision.
 */
const ReviewPanel = ({ order, onDone }: { order: AdminOrderDetail; onDone: () => void }) => {
  const { t } = useTranslation();
  const report = order.transfer_reports.at(-1);
  return (
    <Card
      title={
        <Space wrap>
          <span>{t('admin.orders.detailTitle', { id: order.id })}</span>
          <Typography.Text type="secondary">{order.buyer.name}</Typography.Text>
        </Space>
      }
      extra={<Link to={paths.admin.order(order.id)}>{t('admin.orders.review.openOrder')}</Link>}
      actions={[
        <ReviewButtons key="review" orderId={order.id} isTransfer={report !== undefined} onDone={onDone} />,
      ]}
    >
      <Typography.Paragraph>
        {order.lines.map((line) => line.course_title).join(', ')} ·{' '}
        <strong>{formatShopMoney(order.money.amount_to_pay, order.currency)}</strong>
      </Typography.Paragraph>
      {report ? (
        <>
          <TransferEvidence order={order} report={report} />
          <EarlierReports order={order} reports={order.transfer_reports.slice(0, -1)} />
        </>
      ) : (
        <Typography.Paragraph type="secondary">{t('admin.orders.review.freePlan')}</Typography.Paragraph>
      )}
    </Card>
  );
};

/** Orders waiting for review, oldest first, beside the one being reviewed. */
export const ReviewQueue = ({ queue, rows, selectedId, selected, select, selectNext }: Queue) => {
  const { t } = useTranslation();
  if (queue.isPending) return <Skeleton active />;
  if (rows.length === 0) return <Empty description={t('admin.orders.review.empty')} />;
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={8}>
        <nav aria-label={t('admin.orders.review.title')}>
          <List
            bordered
            dataSource={rows}
            renderItem={(row) => (
              <List.Item
                className={
                  row.id === selectedId ? 'admin-review-item admin-review-item-selected' : 'admin-review-item'
                }
                onClick={() => select(row.id)}
              >
                <List.Item.Meta
                  title={
                    <a
                      href={`${paths.admin.review()}?order=${String(row.id)}`}
                      aria-current={row.id === selectedId ? 'true' : undefined}
                      onClick={(event) => {
                        event.preventDefault();
                        select(row.id);
                      }}
                    >
                      <Badge status={row.id === selectedId ? 'processing' : 'default'} /> #{row.id} ·{' '}
                      {row.buyer.name}
                    </a>
                  }
                  description={`${formatShopMoney(row.amount_to_pay, row.currency)} · ${t('admin.orders.review.waiting', { time: formatShopDateTime(row.created_at) })}`}
                />
              </List.Item>
            )}
          />
        </nav>
      </Col>
      <Col xs={24} lg={16}>
        {selected.data ? (
          <ReviewPanel order={selected.data} onDone={selectNext} />
        ) : selected.isPending ? (
          <Skeleton active />
        ) : (
          <Empty description={t('admin.orders.review.pick')} />
        )}
      </Col>
    </Row>
  );
};
