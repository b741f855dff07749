import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordBody } from '@shop/contract/accounts/my-account';
import { ApiError } from '@shop/contract/http/api-client';
import { messages } from '@shop/domain/validation/messages';
import { passwordChangeSchema } from '@shop/domain/validation/password-change';
import { useNotify } from '../../../hooks/use-notify';
import { currentLocale } from '../../../lib/texts';
import { fieldError } from '../../../lib/field-error';
import { useChangePassword } from '../api/change-password';

type PasswordValues = { current_password?: string; password?: string; confirm_password?: string };

/**
 * The password change: the domain's rule first (the same rule the server holds it to), then the
 * server, whose refusals land on their fields; the form empties once the password is changed.
 */
export const useChangePasswordForm = () => {
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();
  const { notifyKind, notifyError } = useNotify();
  const { t } = useTranslation();

  const submit = async (values: PasswordValues) => {
    const body: ChangePasswordBody = {
      current_password: values.current_password ?? '',
      password: values.password ?? '',
      confirm_password: values.confirm_password ?? '',
    };
    const parsed = passwordChangeSchema(messages[currentLocale()]).safeParse(body);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => fieldError<PasswordValues>(issue.path.join('.'), issue.message)),
      );
      return;
    }
    try {
      await change.mutateAsync(body);
      form.resetFields();
      notifyKind('success', t('checkout.profile.passwordChanged'));
    } catch (error) {
      const params = error instanceof ApiError ? (error.body?.error.params ?? []) : [];
      form.setFields(params.map(({ param, message }) => fieldError<PasswordValues>(param, message)));
      notifyError(error);
    }
  };

  return { form, submit, saving: change.isPending };
};
