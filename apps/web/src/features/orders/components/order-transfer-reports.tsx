import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderTransferReport } from '@shop/contract/orders/order-page';
import { ORIGIN_BANKS } from '@shop/domain/payments/origin-banks';
import type { TransferReportStanding } from '@shop/domain/payments/transfer-report-standing';
import { formatShopDateTime, formatShopMoney } from '../../../lib/admin-format';
import { currentLocale } from '../../../lib/texts';

const STANDING_COLOURS: Readonly<Record<TransferReportStanding, string>> = {
  waiting: 'gold',
  accepted: 'green',
  notAccepted: 'red',
};

const bankName = (code: string) => {
  const bank = ORIGIN_BANKS.find((candidate) => candidate.code === code);
  if (!bank) return code;
  return currentLocale() === 'en' ? bank.nameEn : bank.nameTh;
};

type OrderTransferReportsProps = { reports: readonly OrderTransferReport[]; currency: 'THB' | 'USD' };

/**
 * Every bank transfer the buyer reported for the order, oldest first: what they reported, and
 * whether the shop is checking it, took it, or did not accept it and why. Nothing for an order
 * paid another way.
 */
export const OrderTransferReports = ({ reports, currency }: OrderTransferReportsProps) => {
  const { t } = useTranslation();
  if (reports.length === 0) return null;
  return (
    <section aria-label={t('checkout.orderPage.transfers')}>
      <Card title={t('checkout.orderPage.transfers')} size="small">
        <ol className="order-page-transfers">
          {reports.map((report) => (
            <li key={report.id}>
              <div className="order-page-transfer-head">
                <Typography.Text strong>
                  {t('checkout.orderPage.transferReported', { at: formatShopDateTime(report.reported_at) })}
                </Typography.Text>
                <Tag color={STANDING_COLOURS[report.standing]}>
                  {t(`checkout.orderPage.transferStanding.${report.standing}`)}
                </Tag>
              </div>
              <Typography.Text type="secondary">
                {[
                  bankName(report.bank_code),
                  report.transfer_amount === null ? null : formatShopMoney(report.transfer_amount, currency),
                  formatShopDateTime(report.transferred_at),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Text>
              {report.reason && (
                <Typography.Paragraph className="order-page-reason">
                  {t('checkout.orderPage.transferReason', { reason: report.reason })}
                </Typography.Paragraph>
              )}
              {report.slip_url && (
                <a href={report.slip_url} target="_blank" rel="noreferrer">
                  {t('checkout.orderPage.transferSlip')}
                </a>
              )}
            </li>
          ))}
        </ol>
      </Card>
    </section>
  );
};
