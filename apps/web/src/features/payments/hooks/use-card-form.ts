import { Form } from 'antd';
import { useState } from 'react';
import { paymentFailureText } from '@shop/domain/payments/failure-texts';
import { cardFormSchema, type CardFormValue } from '@shop/domain/validation/card-form';
import { messages } from '@shop/domain/validation/messages';
import { currentLocale } from '../../../lib/texts';
import { cardDeclineOf, type CardDecline } from '../lib/card-decline';
import { CARD_FIELDS, type CardFormValues } from '../lib/card-form';
import { usePaymentFeedback } from './use-payment-feedback';

type Issue = { field: keyof CardFormValues; message: string };

/**
 * The card form of the card panels (Omise 8, GB Prime Pay 11): the domain's card rules with one
 * error per field, and a declined card shown on the step, its reason under the field it is about,
 * with the form ready for the next card.
 */
export const useCardForm = (nameRequired: string) => {
  const [form] = Form.useForm<CardFormValues>();
  const feedback = usePaymentFeedback();
  const [decline, setDecline] = useState<CardDecline | null>(null);

  const mark = (issues: readonly Issue[]) =>
    form.setFields([
      ...CARD_FIELDS.map((name) => ({ name, errors: [] as string[] })),
      ...issues.map(({ field, message }) => ({ name: field, errors: [message] })),
    ]);

  /** The typed card, checked; null (with the fields marked) when something is wrong. */
  const validate = (): { values: CardFormValues; card: CardFormValue } | null => {
    const values = form.getFieldsValue(true) as CardFormValues;
    const parsed = cardFormSchema(new Date(), messages[currentLocale()]).safeParse(values);
    const issues: Issue[] = [
      ...(values.name.trim() === '' ? [{ field: 'name' as const, message: nameRequired }] : []),
      ...(parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({
            field: (issue.path[0] ?? 'number') as keyof CardFormValues,
            message: issue.message,
          }))),
    ];
    mark(issues);
    if (issues.length > 0) feedback.invalidData(issues.map((issue) => issue.message));
    if (!parsed.success || issues.length > 0) return null;
    setDecline(null);
    return { values, card: parsed.data };
  };

  /** The provider declined the card: the reason on the step, the form ready for another try. */
  const declined = (code: string | null) => {
    const shown = cardDeclineOf(code);
    setDecline(shown);
    const reason = paymentFailureText(shown.code, currentLocale());
    form.setFields(
      CARD_FIELDS.map((name) => ({
        name,
        ...(shown.cleared.includes(name) ? { value: '' } : {}),
        errors: name === shown.field ? [reason] : [],
      })),
    );
  };

  /** A field the buyer changes loses its error until the next try. */
  const clearChanged = (changed: Partial<CardFormValues>) =>
    form.setFields(
      CARD_FIELDS.filter((name) => name in changed).map((name) => ({ name, errors: [] as string[] })),
    );

  return { form, validate, declined, decline, clearChanged };
};
