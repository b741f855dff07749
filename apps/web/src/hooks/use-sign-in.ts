import { useState, type SubmitEvent } from 'react';
import { ApiError } from '@shop/contract/http/api-client';
import type { FormRefusalText } from '../components/form-refusal';
import { errorMessage, shopMessage } from '../lib/texts';
import { useLogin } from '../features/auth/api/login';

export type SignInField = 'username' | 'password';
export type SignInValues = Record<SignInField, string>;

const EMPTY: SignInValues = { username: '', password: '' };

/** The fields left empty, in the form's order: the first is where the buyer is taken back to. */
const emptyFields = (values: SignInValues): SignInField[] =>
  (['username', 'password'] as const).filter((field) => values[field].trim() === '');

/**
 * The login form: both fields required (said under each empty field once the buyer tried to sign
 * in, and gone as soon as it is filled), then the sign-in call; a refusal shows its text inside the
 * form (`refusal`), where it covers nothing of a dialog on a phone.
 */
export const useSignIn = (onSignedIn?: (userId: number) => void) => {
  const login = useLogin();
  const [values, setValues] = useState<SignInValues>(EMPTY);
  const [hasTried, setHasTried] = useState(false);
  const [refusal, setRefusal] = useState<FormRefusalText | null>(null);
  const missing = hasTried ? emptyFields(values) : [];

  const change = (field: SignInField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasTried(true);
    const [firstMissing] = emptyFields(values);
    if (firstMissing !== undefined) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstMissing}"]`)?.focus();
      return;
    }
    setRefusal(null);
    try {
      const answer = await login.mutateAsync({ username: values.username.trim(), password: values.password });
      setValues(EMPTY);
      setHasTried(false);
      onSignedIn?.(answer.response.user.id);
    } catch (error) {
      const title = error instanceof ApiError ? errorMessage(error.code) : shopMessage('badResponse');
      setRefusal({ title, lines: [] });
    }
  };

  return { values, change, missing, submit, signingIn: login.isPending, refusal };
};
