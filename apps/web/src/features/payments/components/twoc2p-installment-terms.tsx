import { Alert, Radio, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstallmentPlanView } from '@shop/contract/payments/twoc2p';
import type { Currency } from '@shop/domain/money/currency';
import { formatAmount } from '@shop/domain/money/format-amount';
import { currentLocale } from '../../../lib/texts';
import { termLabelParts } from '../lib/twoc2p-link';

type TwoC2pInstallmentTermsProps = {
  plans: readonly InstallmentPlanView[];
  currency: Currency;
  loading: boolean;
  minimumTotal: number | null;
  months: number | null;
  onChoose: (months: number) => void;
};

/** Method 10: the terms the server offers for this order, each with its monthly amount, as radio cards. */
export const TwoC2pInstallmentTerms = ({
  plans,
  currency,
  loading,
  minimumTotal,
  months,
  onChoose,
}: TwoC2pInstallmentTermsProps) => {
  const { t } = useTranslation();
  const money = (minor: number, code: Currency) => `${formatAmount(minor, code, currentLocale())} ${code}`;
  if (loading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (plans.length === 0)
    return (
      <Alert
        type="info"
        showIcon
        title={t('payments.twoC2p.noTerms', { minimum: money(minimumTotal ?? 0, 'THB') })}
      />
    );
  return (
    <Radio.Group
      aria-label={t('payments.twoC2p.termsLabel')}
      value={months}
      onChange={(event) => onChoose(Number(event.target.value))}
      className="twoc2p-terms"
    >
      <Space orientation="vertical">
        {plans.map((plan) => {
          const parts = termLabelParts(plan, currency, money);
          return (
            <Radio key={plan.months} value={plan.months}>
              {parts.isEven
                ? t('payments.twoC2p.term', { months: parts.months, monthly: parts.monthly })
                : t('payments.twoC2p.termRange', { months: parts.months, low: parts.low, high: parts.high })}
            </Radio>
          );
        })}
      </Space>
    </Radio.Group>
  );
};
