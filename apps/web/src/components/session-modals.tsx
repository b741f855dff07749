import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { onSessionEvent } from '../lib/session-events';

type SessionModalsProps = { onSignOut: () => Promise<unknown> };

/** The sign-out modal (WHITELIST_USER_DENIED) and the session-expired modal (PERMISSION_DENIED). */
export const SessionModals = ({ onSignOut }: SessionModalsProps) => {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    let open = false;
    return onSessionEvent((event) => {
      if (open) return;
      open = true;
      const afterClose = () => {
        open = false;
      };
      if (event === 'whitelist-denied') {
        void modal.warning({
          title: t('session.deniedTitle'),
          content: t('session.deniedBody'),
          okText: t('session.signOut'),
          onOk: async () => {
            await onSignOut();
            void navigate(paths.home());
          },
          afterClose,
        });
      } else {
        void modal.info({
          title: t('session.expiredTitle'),
          content: t('session.expiredBody'),
          okText: t('session.signInAgain'),
          onOk: async () => {
            await onSignOut();
            // Back to the page the session ended on once signed in again.
            void navigate(paths.login(`${window.location.pathname}${window.location.search}`));
          },
          afterClose,
        });
      }
    });
  }, [modal, navigate, onSignOut, t]);

  return null;
};
