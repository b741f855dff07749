import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';
import { CARD_NUMBER_MAX_LENGTH, cardBrand } from '@shop/domain/validation/card-form';
import { useGbPrimeCardPayment } from '../hooks/use-gbprime-card-payment';
import { digitsOnly, emptyCardForm } from '../lib/card-form';
import { CardBrandLogo } from './card-brand-logo';
import { CardDeclineAlert } from './card-decline-alert';

type GbPrimeCardPanelProps = { order: OrderDetail; amountText: string };

const digits = (max: number) => (typed: string) => digitsOnly(typed, max);

/**
 * Method 11: the card form (the look of the Omise form), tokenised at GB Prime Pay from this
 * browser; then the issuer's 3-D Secure page. A declined card says why here, and another can be tried.
 */
export const GbPrimeCardPanel = ({ order, amountText }: GbPrimeCardPanelProps) => {
  const { t } = useTranslation();
  const { form, pay, busy, decline, clearChanged } = useGbPrimeCardPayment(order);
  const [initialValues] = useState(() => emptyCardForm(''));
  const number = (Form.useWatch('number', form) as string | undefined) ?? '';
  return (
    <>
      <Typography.Paragraph>{t('payments.gbPrime.cardIntro')}</Typography.Paragraph>
      <CardDeclineAlert decline={decline} />
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={() => void pay()}
        onValuesChange={clearChanged}
        aria-label={t('payments.gbPrime.formLabel')}
        className="card-form"
        disabled={busy}
      >
        <Form.Item name="name" label={t('payments.gbPrime.name')} required>
          <Input autoComplete="cc-name" />
        </Form.Item>
        <Form.Item
          name="number"
          label={t('payments.gbPrime.number')}
          required
          normalize={digits(CARD_NUMBER_MAX_LENGTH)}
        >
          <Input
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={CARD_NUMBER_MAX_LENGTH}
            suffix={<CardBrandLogo brand={cardBrand(number)} />}
          />
        </Form.Item>
        <div className="card-form-row">
          <Form.Item name="month" label={t('payments.gbPrime.month')} required normalize={digits(2)}>
            <Input inputMode="numeric" autoComplete="cc-exp-month" maxLength={2} placeholder="MM" />
          </Form.Item>
          <Form.Item name="year" label={t('payments.gbPrime.year')} required normalize={digits(4)}>
            <Input inputMode="numeric" autoComplete="cc-exp-year" maxLength={4} placeholder="YYYY" />
          </Form.Item>
          <Form.Item name="cvv" label={t('payments.gbPrime.cvv')} required normalize={digits(4)}>
            <Input type="password" inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
          </Form.Item>
        </div>
        <Typography.Paragraph type="secondary" className="card-form-note">
          <LockOutlined /> {t('payments.gbPrime.secureNote')}
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={busy} block>
          {t('payments.gbPrime.pay', { amount: amountText })}
        </Button>
      </Form>
    </>
  );
};
