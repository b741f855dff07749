import { Alert, Button, Form, Skeleton } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRefusal } from '../../../components/form-refusal';
import { useMemberRegistration } from '../hooks/use-member-registration';
import { initialRegistrationValues } from '../../../lib/registration/initial-registration-values';
import { RegistrationFields } from '../../../components/registration-fields/registration-fields';
import '../../../components/registration-fields/registration.css';

type RegistrationFormProps = { onRegistered: (userId: number) => void };

/** Registration of a member (spec 1 sections 3 to 5), validated by the domain's rules, then the server's. */
export const RegistrationForm = ({ onRegistered }: RegistrationFormProps) => {
  const { t } = useTranslation();
  // Field ids are prefixed with the form's name, so two forms on a page never share a label target.
  const formName = useId();
  const { form, setup, sending, submit, recheck, refusal } = useMemberRegistration(onRegistered);
  if (setup.failed) return <Alert type="error" title={t('common.loadFailed')} />;
  if (!setup.ready) return <Skeleton active />;
  return (
    <Form
      name={formName}
      form={form}
      layout="vertical"
      initialValues={initialRegistrationValues(setup.groups)}
      onFinish={() => void submit()}
      onValuesChange={recheck}
      aria-label={t('checkout.registration.title')}
    >
      <RegistrationFields setup={setup} member />
      <FormRefusal refusal={refusal} />
      <Button type="primary" htmlType="submit" block loading={sending}>
        {t('checkout.registration.submit')}
      </Button>
    </Form>
  );
};
