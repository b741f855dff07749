import { Form } from 'antd';
import { useNotify } from '../../../hooks/use-notify';
import { useLogin } from '../api/login';

export type SignInValues = { username?: string; password?: string };

/** The login form: both fields required, then the sign-in call; a refusal shows its text. */
export const useSignIn = (onSignedIn?: (userId: number) => void) => {
  const [form] = Form.useForm<SignInValues>();
  const login = useLogin();
  const { notifyError } = useNotify();

  const submit = async (values: SignInValues) => {
    try {
      const answer = await login.mutateAsync({
        username: values.username?.trim() ?? '',
        password: values.password ?? '',
      });
      form.resetFields();
      onSignedIn?.(answer.response.user.id);
    } catch (error) {
      notifyError(error);
    }
  };

  return { form, submit, signingIn: login.isPending };
};
