import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Alert, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '@shop/contract/admin/admin-order-detail';
import type { SlipVerificationView } from '@shop/contract/payments/slip-verification';
import { formatShopDateTime, formatShopMoney } from '../../../lib/admin-format';

type Verification = NonNullable<SlipVerificationView>;

const CHECKS = ['account', 'amount', 'date'] as const;

/** One check's line: whether it passed, and the facts it compared. */
const useCheckLines = (verification: Verification, order: AdminOrderDetail) => {
  const { t } = useTranslation();
  const money = (amount: number | null) => (amount === null ? '—' : formatShopMoney(amount, order.currency));
  const receiver = [
    verification.receiver_name,
    verification.receiver_account,
    verification.receiver_promptpay?.value,
  ]
    .filter(Boolean)
    .join(' · ');
  const shopAccounts = verification.shop_accounts
    .map(
      (account) =>
        `${account.bank_name} ${account.account_id}${account.prompt_pay ? ` / ${account.prompt_pay.value}` : ''}`,
    )
    .join(', ');
  return {
    account: t('admin.orders.transfer.verification.checkAccount', {
      receiver: receiver || '—',
      accounts: shopAccounts || '—',
    }),
    amount: t('admin.orders.transfer.verification.checkAmount', {
      slip: money(verification.slip_amount),
      order: money(verification.order_amount ?? order.money.amount_to_pay),
    }),
    date: t('admin.orders.transfer.verification.checkDate', {
      slip: verification.transferred_at ? formatShopDateTime(verification.transferred_at) : '—',
      order: formatShopDateTime(order.created_at),
    }),
  };
};

/**
 * What the slip-verification service said of a report's slip: approved by verification, or why it
 * waits for review (in the reader's language), and each check passed or failed beside the order's
 * amount and the shop's accounts.
 */
export const SlipVerificationChecks = ({
  order,
  verification,
}: {
  order: AdminOrderDetail;
  verification: Verification;
}) => {
  const { t } = useTranslation();
  const lines = useCheckLines(verification, order);
  const money = (amount: number | null) => (amount === null ? '—' : formatShopMoney(amount, order.currency));
  return (
    <section aria-label={t('admin.orders.transfer.verification.title')} style={{ marginBottom: 16 }}>
      <Space style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t('admin.orders.transfer.verification.title')}</Typography.Text>
        <Tag color={verification.status === 'approved' ? 'green' : 'gold'}>
          {t(`admin.orders.transfer.verification.status.${verification.status}`)}
        </Tag>
      </Space>
      {verification.reason ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={t(`admin.orders.transfer.verification.reason.${verification.reason}`, {
            slip: money(verification.slip_amount),
            order: money(verification.order_amount),
          })}
        />
      ) : null}
      {verification.checks ? (
        <List
          size="small"
          dataSource={[...CHECKS]}
          renderItem={(check) => {
            const passed = verification.checks?.[check] ?? false;
            return (
              <List.Item>
                <Space>
                  {passed ? (
                    <CheckCircleFilled
                      style={{ color: '#389e0d' }}
                      aria-label={t('admin.orders.transfer.verification.passed')}
                    />
                  ) : (
                    <CloseCircleFilled
                      style={{ color: '#cf1322' }}
                      aria-label={t('admin.orders.transfer.verification.failed')}
                    />
                  )}
                  <span>{lines[check]}</span>
                </Space>
              </List.Item>
            );
          }}
        />
      ) : null}
    </section>
  );
};
