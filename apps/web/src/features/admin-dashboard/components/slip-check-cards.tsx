import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@shop/contract/admin/dashboard';

const FIGURES = ['approved_automatically', 'sent_to_review', 'refused_as_duplicates'] as const;

const TEXT_KEYS = {
  approved_automatically: 'admin.dashboard.slipChecks.approved',
  sent_to_review: 'admin.dashboard.slipChecks.review',
  refused_as_duplicates: 'admin.dashboard.slipChecks.duplicates',
} as const;

/** This month's bank-transfer slips: approved by verification, sent to review, refused as duplicates. */
export const SlipCheckCards = ({ counts }: { counts: Dashboard['slip_checks_this_month'] }) => {
  const { t } = useTranslation();
  return (
    <Card
      role="region"
      aria-label={t('admin.dashboard.slipChecks.title')}
      title={t('admin.dashboard.slipChecks.title')}
    >
      <Row gutter={[16, 16]}>
        {FIGURES.map((figure) => (
          <Col key={figure} xs={24} sm={8}>
            <Statistic title={t(TEXT_KEYS[figure])} value={counts[figure]} />
          </Col>
        ))}
      </Row>
    </Card>
  );
};
