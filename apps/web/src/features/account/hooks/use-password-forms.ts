import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@shop/contract/http/api-client';
import { messages } from '@shop/domain/validation/messages';
import {
  isPasswordRefusal,
  passwordRefusalText,
  passwordShapeRefusal,
} from '@shop/domain/validation/password-rule';
import { isValidEmail } from '@shop/domain/validation/registration';
import { useNotify } from '../../../hooks/use-notify';
import { currentLocale, errorMessage } from '../../../lib/texts';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useResetPassword } from '../api/reset-password';

/** Asks for a reset link; the page then says a link was sent if the address has an account. */
export const useForgotPasswordForm = () => {
  const [form] = Form.useForm<{ email?: string }>();
  const request = useRequestPasswordReset();
  const { notifyError } = useNotify();
  const [sent, setSent] = useState(false);

  const submit = async ({ email = '' }: { email?: string }) => {
    const texts = messages[currentLocale()].registration;
    const trimmed = email.trim();
    if (!isValidEmail(trimmed)) {
      form.setFields([
        { name: 'email', errors: [trimmed === '' ? texts.emailRequired : texts.emailInvalid] },
      ]);
      return;
    }
    try {
      await request.mutateAsync(trimmed);
      setSent(true);
    } catch (error) {
      notifyError(error);
    }
  };

  return { form, submit, sending: request.isPending, sent };
};

type NewPassword = { password?: string; confirm_password?: string };

/**
 * Sets a new password with the password rule of registration (its length here, the list of common
 * passwords on the server, whose refusal shows under the field); success signs the account in.
 */
export const useResetPasswordForm = (token: string, onDone: () => void) => {
  const [form] = Form.useForm<NewPassword>();
  const reset = useResetPassword();
  const { notifyKind, notifyError } = useNotify();
  const { t } = useTranslation();

  const submit = async ({ password = '', confirm_password: confirm = '' }: NewPassword) => {
    const texts = messages[currentLocale()].registration;
    const refusal = password === '' ? null : passwordShapeRefusal(password);
    if (password === '' || refusal !== null) {
      const message = refusal === null ? texts.passwordRequired : passwordRefusalText(refusal, texts);
      form.setFields([{ name: 'password', errors: [message] }]);
      return;
    }
    if (confirm !== password) {
      form.setFields([{ name: 'confirm_password', errors: [texts.passwordMismatch] }]);
      return;
    }
    try {
      await reset.mutateAsync({ token, password });
      notifyKind('success', t('checkout.password.changed'));
      onDone();
    } catch (error) {
      if (error instanceof ApiError && isPasswordRefusal(error.code))
        form.setFields([{ name: 'password', errors: [errorMessage(error.code)] }]);
      else notifyError(error);
    }
  };

  return { form, submit, sending: reset.isPending };
};
