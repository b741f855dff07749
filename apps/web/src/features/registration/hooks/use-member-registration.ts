import { Form } from 'antd';
import { useState } from 'react';
import { useRegistrationSetup } from '../../../hooks/use-registration-setup';
import { useRegistrationSteps } from '../../../hooks/use-registration-steps';
import type { RegistrationValues } from '../../../lib/registration/registration-values';

const MEMBER = { member: true, layoutFour: false } as const;

/** A member's registration: validate, upload the images, post the student (which signs them in). */
export const useMemberRegistration = (onRegistered: (userId: number) => void) => {
  const [form] = Form.useForm<RegistrationValues>();
  const setup = useRegistrationSetup();
  const steps = useRegistrationSteps(form, setup);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const values = form.getFieldsValue(true) as RegistrationValues;
    if (!steps.validate(values, MEMBER)) return;
    setSending(true);
    const payload = await steps.upload(values, MEMBER);
    const answer = payload ? await steps.post(payload) : null;
    setSending(false);
    if (answer) onRegistered(answer.userId);
  };

  return { form, setup, sending, submit, recheck: steps.recheck, refusal: steps.refusal };
};
