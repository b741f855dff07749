import { Form } from 'antd';
import { useState } from 'react';
import type { CompleteSocialSignInBody } from '@shop/contract/accounts/social-completion';
import { ApiError } from '@shop/contract/http/api-client';
import { useRegistrationSetup } from '../../../hooks/use-registration-setup';
import { fieldError } from '../../../lib/field-error';
import { errorMessage } from '../../../lib/texts';
import { useCompleteSocialSignIn, useSocialCompletion } from '../api/social-completion';

type CompletionValues = CompleteSocialSignInBody;

/** Signed in (go back where the buyer was), or the e-mail had an account and a link was mailed there. */
export type SocialCompletionOutcome = { kind: 'signed-in' | 'link-mailed'; returnTo: string };

const ANSWERED = [
  'firstname',
  'lastname',
  'nickname',
  'email',
  'tel',
  'address',
  'customLabel',
  'user_group_id',
] as const;

/** Only the answers the completion step asks, trimmed of what the form keeps for itself. */
const answersOf = (values: Record<string, unknown>): CompletionValues =>
  Object.fromEntries(ANSWERED.filter((key) => values[key] !== undefined).map((key) => [key, values[key]]));

/**
 * The completion step of a first social sign-in: asks what the shop's form requires and the
 * provider did not give; the server's refusals show under their fields. `onDone` gets the outcome.
 */
export const useSocialCompletionForm = (onDone: (outcome: SocialCompletionOutcome) => void) => {
  const [form] = Form.useForm<CompletionValues>();
  const setup = useRegistrationSetup();
  const completion = useSocialCompletion();
  const complete = useCompleteSocialSignIn();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    setRefusal(null);
    try {
      const answer = await complete.mutateAsync(
        answersOf(form.getFieldsValue(true) as Record<string, unknown>),
      );
      onDone({ kind: answer.outcome, returnTo: answer.return_to });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'INTERNAL_ERROR';
      const params = error instanceof ApiError ? (error.body?.error.params ?? []) : [];
      form.setFields(params.map(({ param, message }) => fieldError<CompletionValues>(param, message)));
      setRefusal(errorMessage(code));
    }
  };

  return { form, setup, completion, submit, sending: complete.isPending, refusal };
};
