import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../lib/admin-field-errors';
import { useNotify } from './use-notify';

/**
 * What a back-office form does after a save: on success it says "saved" and closes; on a refusal
 * it puts each message on the field it names and lists them all in a notification.
 */
export const useAdminFormSave = (form: FormInstance, onClose: () => void) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  return {
    onSuccess: () => {
      void message.success(t('admin.saved'));
      onClose();
    },
    onError: (error: unknown) => {
      showFieldErrors(form, error);
      notifyError(error);
    },
  };
};
