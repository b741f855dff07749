import { Alert, Col, Descriptions, Empty, Image, Row, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '@shop/contract/admin/admin-order-detail';
import { ORIGIN_BANKS } from '@shop/domain/payments/origin-banks';
import type { TransferReportStanding } from '@shop/domain/payments/transfer-report-standing';
import { formatShopDateTime, formatShopMoney } from '../../../lib/admin-format';
import { currentLocale } from '../../../lib/texts';
import { SlipVerificationChecks } from './slip-verification-checks';

type Report = AdminOrderDetail['transfer_reports'][number];

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

/**
 * A reported bank transfer as an administrator checks it against the statement: the slip large
 * (a private file the server shows to administrators), and beside it the bank, account, moment,
 * amount and who reported it, with the amount the order asks for; whether it waits, was accepted,
 * or was not accepted and why.
 */
export const TransferEvidence = ({ order, report }: { order: AdminOrderDetail; report: Report }) => {
  const { t } = useTranslation();
  const money = (amount: number) => formatShopMoney(amount, order.currency);
  const isMismatch = report.transfer_amount !== null && report.transfer_amount !== order.money.amount_to_pay;
  const slipBank = report.slip_qr?.bank_code ?? null;
  const isOtherBank = slipBank !== null && slipBank !== report.bank_code;
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={12}>
        <Typography.Title level={5}>{t('admin.orders.transfer.slip')}</Typography.Title>
        {report.slip_url ? (
          <Image
            src={report.slip_url}
            alt={t('admin.orders.transfer.slip')}
            style={{ maxHeight: 640, objectFit: 'contain' }}
            width="100%"
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.orders.transfer.noSlip')} />
        )}
      </Col>
      <Col xs={24} lg={12}>
        <Space wrap style={{ marginBottom: 12 }}>
          <Typography.Text strong>
            {t('admin.orders.transfer.reportedAt', { at: formatShopDateTime(report.created_at) })}
          </Typography.Text>
          <Tag color={STANDING_COLOURS[report.standing]}>
            {t(`admin.orders.transfer.standing.${report.standing}`)}
          </Tag>
        </Space>
        {report.reason ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('admin.orders.transfer.reason', { reason: report.reason })}
          />
        ) : null}
        {report.slip_verification ? (
          <SlipVerificationChecks order={order} verification={report.slip_verification} />
        ) : null}
        {isMismatch ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('admin.orders.transfer.mismatch')}
          />
        ) : null}
        {report.slip_qr?.status === 'no_qr' ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('admin.orders.transfer.slipQrNone')}
          />
        ) : null}
        {isOtherBank ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('admin.orders.transfer.slipBankDiffers', {
              slip: bankName(slipBank),
              reported: bankName(report.bank_code),
            })}
          />
        ) : null}
        <Descriptions
          bordered
          column={1}
          size="small"
          items={[
            {
              key: 'orderAmount',
              label: t('admin.orders.transfer.orderAmount'),
              children: <strong>{money(order.money.amount_to_pay)}</strong>,
            },
            {
              key: 'amount',
              label: t('admin.orders.transfer.amount'),
              children:
                report.transfer_amount === null ? '—' : <strong>{money(report.transfer_amount)}</strong>,
            },
            {
              key: 'transferredAt',
              label: t('admin.orders.transfer.transferredAt'),
              children: formatShopDateTime(report.transferred_at),
            },
            { key: 'bank', label: t('admin.orders.transfer.bank'), children: bankName(report.bank_code) },
            {
              key: 'slipQr',
              label: t('admin.orders.transfer.slipQr'),
              children:
                report.slip_qr?.status === 'read'
                  ? t('admin.orders.transfer.slipQrRead', {
                      bank: bankName(slipBank ?? ''),
                      reference: report.slip_qr.reference ?? '',
                    })
                  : '—',
            },
            {
              key: 'account',
              label: t('admin.orders.transfer.account'),
              children: report.bank_account
                ? `${report.bank_account.bank_name} ${report.bank_account.account_id} (${report.bank_account.account_name})`
                : '—',
            },
            {
              key: 'contact',
              label: t('admin.orders.transfer.contact'),
              children: [report.contact_name, report.email, report.tel].filter(Boolean).join(' · ') || '—',
            },
            {
              key: 'description',
              label: t('admin.orders.transfer.description'),
              children: report.description || '—',
            },
          ]}
        />
      </Col>
    </Row>
  );
};
