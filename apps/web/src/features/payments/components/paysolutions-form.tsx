import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaySolutionsForm as Form } from '@shop/contract/payments/paysolutions';

/**
 * The hidden form of spec 2, posted as soon as it is shown: a real form POST, so the browser
 * goes to Pay Solutions' page with the fields the server built (the shop's CSP allows exactly
 * that page as a form target).
 */
export const PaySolutionsForm = ({ form }: { form: Form }) => {
  const { t } = useTranslation();
  const element = useRef<HTMLFormElement>(null);
  useEffect(() => {
    element.current?.submit();
  }, [form]);
  return (
    <form
      ref={element}
      method="post"
      action={form.action}
      hidden
      aria-label={t('payments.paySolutions.formLabel')}
    >
      {Object.entries(form.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
};
