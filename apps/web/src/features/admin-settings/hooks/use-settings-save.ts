import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { useNotify } from '../../../hooks/use-notify';
import { useUpdateAdminSettings } from '../api/update-admin-settings';
import { showFieldErrors } from '../../../lib/admin-field-errors';

/**
 * Saves some settings from a form: a success message, or the server's refusal on the fields it
 * names and in a notification with its text.
 */
export const useSettingsSave = (form?: FormInstance) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const update = useUpdateAdminSettings();

  const save = async (changes: Partial<SiteSettings>): Promise<SiteSettings | null> => {
    try {
      const saved = await update.mutateAsync(changes);
      void message.success(t('admin.settings.saved'));
      return saved;
    } catch (error) {
      if (form) showFieldErrors(form, error);
      notifyError(error);
      return null;
    }
  };

  return { save, isSaving: update.isPending };
};
