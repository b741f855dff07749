import { Alert, Button, Form, Skeleton } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRefusal } from '../../../components/form-refusal';
import { useMemberRegistration } from '../hooks/use-member-registration';
import { initialRegistrationValues } from '../../../lib/registration/initial-registration-values';
import { hasOptionalFields, requiredOnly } from '../../../lib/registration/required-only';
import { RegistrationFields } from '../../../components/registration-fields/registration-fields';
import '../../../components/registration-fields/registration.css';

type RegistrationFormProps = {
  onRegistered: (userId: number) => void;
  /** A buyer registering to finish an order is asked only what the shop requires. */
  askRequiredOnly?: boolean;
};

/** Registration of a member (spec 1 sections 3 to 5), validated by the domain's rules, then the server's. */
export const RegistrationForm = ({ onRegistered, askRequiredOnly = false }: RegistrationFormProps) => {
  const { t } = useTranslation();
  // Field ids are prefixed with the form's name, so two forms on a page never share a label target.
  const formName = useId();
  const { form, setup, sending, submit, recheck, refusal } = useMemberRegistration(onRegistered);
  const [showAll, setShowAll] = useState(false);
  const isShort = askRequiredOnly && !showAll && hasOptionalFields(setup);
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
      {isShort && <p className="registration-required-only">{t('checkout.registration.requiredOnly')}</p>}
      <RegistrationFields setup={isShort ? requiredOnly(setup) : setup} member />
      {isShort && (
        <Button type="link" className="registration-show-all" onClick={() => setShowAll(true)}>
          {t('checkout.registration.showOptional')}
        </Button>
      )}
      <FormRefusal refusal={refusal} />
      <Button type="primary" htmlType="submit" block loading={sending}>
        {t('checkout.registration.submit')}
      </Button>
    </Form>
  );
};
