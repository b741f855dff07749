import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Dashboard } from '@shop/contract/admin/dashboard';
import { paths } from '../../../config/paths';
import { formatShopMoney } from '../../../lib/admin-format';

type Amounts = Dashboard['refunded_this_month'];

/** THB always; USD beside it only when there is some. */
const AmountsText = ({ amounts }: { amounts: Amounts }) => (
  <>
    {formatShopMoney(amounts.THB, 'THB')}
    {amounts.USD > 0 ? (
      <Typography.Text type="secondary" style={{ fontSize: 16, marginInlineStart: 8 }}>
        + {formatShopMoney(amounts.USD, 'USD')}
      </Typography.Text>
    ) : null}
  </>
);

/** The statistic cards: paid today, paid this month, refunded this month, and the review queue. */
export const PaidCards = ({ dashboard }: { dashboard: Dashboard }) => {
  const { t } = useTranslation();
  const cards = [
    { key: 'today', title: t('admin.dashboard.paidToday'), paid: dashboard.paid_today },
    { key: 'month', title: t('admin.dashboard.paidThisMonth'), paid: dashboard.paid_this_month },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} xl={6}>
          <Card role="region" aria-label={card.title}>
            <Statistic
              title={card.title}
              value={formatShopMoney(card.paid.amounts.THB, 'THB')}
              formatter={() => <AmountsText amounts={card.paid.amounts} />}
            />
            <Typography.Text type="secondary">
              {t('admin.dashboard.orders', { count: card.paid.orders })}
            </Typography.Text>
          </Card>
        </Col>
      ))}
      <Col xs={24} sm={12} xl={6}>
        <Card role="region" aria-label={t('admin.dashboard.refundedThisMonth')}>
          <Statistic
            title={t('admin.dashboard.refundedThisMonth')}
            value={formatShopMoney(dashboard.refunded_this_month.THB, 'THB')}
            formatter={() => <AmountsText amounts={dashboard.refunded_this_month} />}
          />
        </Card>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Card role="region" aria-label={t('admin.dashboard.waiting')}>
          <Statistic title={t('admin.dashboard.waiting')} value={dashboard.waiting_for_review} />
          <Link to={paths.admin.review()}>{t('admin.dashboard.waitingLink')}</Link>
        </Card>
      </Col>
    </Row>
  );
};
