import { Form } from 'antd';
import { useState } from 'react';
import { ApiError } from '@shop/contract/http/api-client';
import type { FormRefusalText } from '../components/form-refusal';
import { errorMessage, shopMessage } from '../lib/texts';
import { useLogin } from '../features/auth/api/login';

export type SignInValues = { username?: string; password?: string };

/**
 * The login form: both fields required, then the sign-in call; a refusal shows its text inside the
 * form (`refusal`), where it covers nothing of a dialog on a phone.
 */
export const useSignIn = (onSignedIn?: (userId: number) => void) => {
  const [form] = Form.useForm<SignInValues>();
  const login = useLogin();
  const [refusal, setRefusal] = useState<FormRefusalText | null>(null);

  const submit = async (values: SignInValues) => {
    setRefusal(null);
    try {
      const answer = await login.mutateAsync({
        username: values.username?.trim() ?? '',
        password: values.password ?? '',
      });
      form.resetFields();
      onSignedIn?.(answer.response.user.id);
    } catch (error) {
      const title = error instanceof ApiError ? errorMessage(error.code) : shopMessage('badResponse');
      setRefusal({ title, lines: [] });
    }
  };

  return { form, submit, signingIn: login.isPending, refusal };
};
