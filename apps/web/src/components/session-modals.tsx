import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { onSessionEvent, type SessionEvent } from '../lib/session-events';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';

type SessionModalsProps = { onSignOut: () => Promise<unknown> };

/** The sign-out dialog (WHITELIST_USER_DENIED) and the session-expired dialog (PERMISSION_DENIED). */
export const SessionModals = ({ onSignOut }: SessionModalsProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [event, setEvent] = useState<SessionEvent | null>(null);
  const [leaving, setLeaving] = useState(false);

  // The first event is the one shown; the calls that fail after it say the same thing.
  useEffect(() => onSessionEvent((next) => setEvent((shown) => shown ?? next)), []);

  if (event === null) return null;
  const denied = event === 'whitelist-denied';
  const leave = async () => {
    setLeaving(true);
    try {
      await onSignOut();
    } finally {
      setLeaving(false);
      setEvent(null);
    }
    // Denied: back home. Expired: sign in again, then back to the page the session ended on.
    void navigate(
      denied ? paths.home() : paths.login(`${window.location.pathname}${window.location.search}`),
    );
  };
  return (
    <Dialog
      title={t(denied ? 'session.deniedTitle' : 'session.expiredTitle')}
      onClose={() => setEvent(null)}
      width={416}
      footer={
        <Button variant="primary" loading={leaving} onClick={() => void leave()}>
          {t(denied ? 'session.signOut' : 'session.signInAgain')}
        </Button>
      }
    >
      <p>{t(denied ? 'session.deniedBody' : 'session.expiredBody')}</p>
    </Dialog>
  );
};
