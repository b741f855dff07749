import { useTranslation } from 'react-i18next';
import type { MessagePreferences } from '@shop/contract/accounts/message-preferences';
import { useNotify } from '../../../hooks/use-notify';
import { useMessagePreferences, useUpdateMessagePreferences } from '../api/message-preferences';

export type MessageSwitch = 'mail_transactional' | 'mail_reminders' | 'line_transactional' | 'line_reminders';

/** The profile's message switches: each one saves at once and says so. */
export const useMessageSwitches = () => {
  const { t } = useTranslation();
  const preferences = useMessagePreferences();
  const update = useUpdateMessagePreferences();
  const { notifyKind, notifyError } = useNotify();

  const toggle = async (name: MessageSwitch, isOn: boolean) => {
    try {
      await update.mutateAsync({ [name]: isOn } satisfies Partial<MessagePreferences>);
      notifyKind('success', t('checkout.profile.messagesSaved'));
    } catch (error) {
      notifyError(error);
    }
  };

  return { preferences: preferences.data, saving: update.isPending, toggle };
};
