import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../hooks/use-notify';
import { useSendRegistrationMail } from '../../registration/api/send-registration-mail';
import type { RegistrationValues } from '../../../lib/registration/registration-values';

/** The confirmation e-mail after a layout-four registration; a failure only leaves the mail unsent. */
export const useRegistrationMailStep = () => {
  const sendMail = useSendRegistrationMail();
  const { notifyKind } = useNotify();
  const { t } = useTranslation();

  const send = async (values: RegistrationValues) => {
    try {
      await sendMail.mutateAsync({
        email: values.email?.trim() ?? '',
        firstname: values.firstname ?? '',
        lastname: values.lastname ?? '',
      });
      notifyKind('success', t('checkout.registration.mailSent'));
    } catch (error) {
      console.warn('registration mail not sent', error);
    }
  };

  return { send };
};
