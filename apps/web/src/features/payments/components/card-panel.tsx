import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';
import { CARD_NUMBER_MAX_LENGTH, cardBrand } from '@shop/domain/validation/card-form';
import { useCardPayment } from '../hooks/use-card-payment';
import { digitsOnly, emptyCardForm } from '../lib/card-form';
import { CardBrandLogo } from './card-brand-logo';
import { CardDeclineAlert } from './card-decline-alert';

type CardPanelProps = { order: OrderDetail; amountText: string };

const digits = (max: number) => (typed: string) => digitsOnly(typed, max);

/**
 * Method 8: spec 2's card form (number up to the 19 digits some brands issue, month MM, year YYYY,
 * CVV hidden) with the brand's logo beside the number. The number goes only to Omise's vault. A
 * declined card says why here, and another can be tried.
 */
export const CardPanel = ({ order, amountText }: CardPanelProps) => {
  const { t } = useTranslation();
  const { form, pay, busy, decline, clearChanged } = useCardPayment(order);
  const [initialValues] = useState(() => emptyCardForm(''));
  // Nothing is watched before the form mounts.
  const number = (Form.useWatch('number', form) as string | undefined) ?? '';
  return (
    <>
      <Typography.Paragraph>{t('payments.step.method8')}</Typography.Paragraph>
      <CardDeclineAlert decline={decline} />
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={() => void pay()}
        onValuesChange={clearChanged}
        aria-label={t('payments.card.formLabel')}
        className="card-form"
        disabled={busy}
      >
        <Form.Item name="name" label={t('payments.card.name')} required>
          <Input autoComplete="cc-name" />
        </Form.Item>
        <Form.Item
          name="number"
          label={t('payments.card.number')}
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
          <Form.Item name="month" label={t('payments.card.month')} required normalize={digits(2)}>
            <Input inputMode="numeric" autoComplete="cc-exp-month" maxLength={2} placeholder="MM" />
          </Form.Item>
          <Form.Item name="year" label={t('payments.card.year')} required normalize={digits(4)}>
            <Input inputMode="numeric" autoComplete="cc-exp-year" maxLength={4} placeholder="YYYY" />
          </Form.Item>
          <Form.Item name="cvv" label={t('payments.card.cvv')} required normalize={digits(4)}>
            <Input type="password" inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
          </Form.Item>
        </div>
        <Typography.Paragraph type="secondary" className="card-form-note">
          <LockOutlined /> {t('payments.card.secureNote')}
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={busy} block>
          {t('payments.card.pay', { amount: amountText })}
        </Button>
      </Form>
    </>
  );
};
