import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { CARD_NUMBER_MAX_LENGTH, cardBrand } from '@shop/domain/validation/card-form';
import type { CardPayment } from '../hooks/use-card-payment';
import { digitsOnly, emptyCardForm } from '../lib/card-form';
import { CardBrandLogo } from './card-brand-logo';
import { CardDeclineAlert } from './card-decline-alert';

/** Each card provider's own words around the one card form. */
export type CardFormTexts = {
  intro: string;
  formLabel: string;
  name: string;
  number: string;
  month: string;
  year: string;
  cvv: string;
  secureNote: string;
  pay: string;
};

type CardPaymentFormProps = { payment: CardPayment; texts: CardFormTexts };

const digits = (max: number) => (typed: string) => digitsOnly(typed, max);

/**
 * Spec 2's card form (number up to the 19 digits some brands issue, month MM, year YYYY, CVV
 * hidden) with the brand's logo beside the number. The number goes only to the provider's
 * tokeniser. A declined card says why here, and another can be tried.
 */
export const CardPaymentForm = ({ payment, texts }: CardPaymentFormProps) => {
  const { form, pay, busy, decline, clearChanged } = payment;
  const [initialValues] = useState(() => emptyCardForm(''));
  // Nothing is watched before the form mounts.
  const number = (Form.useWatch('number', form) as string | undefined) ?? '';
  return (
    <>
      <Typography.Paragraph>{texts.intro}</Typography.Paragraph>
      <CardDeclineAlert decline={decline} />
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={() => void pay()}
        onValuesChange={clearChanged}
        aria-label={texts.formLabel}
        className="card-form"
        disabled={busy}
      >
        <Form.Item name="name" label={texts.name} required>
          <Input autoComplete="cc-name" />
        </Form.Item>
        <Form.Item name="number" label={texts.number} required normalize={digits(CARD_NUMBER_MAX_LENGTH)}>
          <Input
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={CARD_NUMBER_MAX_LENGTH}
            suffix={<CardBrandLogo brand={cardBrand(number)} />}
          />
        </Form.Item>
        <div className="card-form-row">
          <Form.Item name="month" label={texts.month} required normalize={digits(2)}>
            <Input inputMode="numeric" autoComplete="cc-exp-month" maxLength={2} placeholder="MM" />
          </Form.Item>
          <Form.Item name="year" label={texts.year} required normalize={digits(4)}>
            <Input inputMode="numeric" autoComplete="cc-exp-year" maxLength={4} placeholder="YYYY" />
          </Form.Item>
          <Form.Item name="cvv" label={texts.cvv} required normalize={digits(4)}>
            <Input type="password" inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
          </Form.Item>
        </div>
        <Typography.Paragraph type="secondary" className="card-form-note">
          <LockOutlined /> {texts.secureNote}
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={busy} block>
          {texts.pay}
        </Button>
      </Form>
    </>
  );
};
