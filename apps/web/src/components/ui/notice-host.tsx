import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissNotice, interrupts, noNotices, shownNotices, subscribeToNotices } from '../../lib/notices';
import './ui.css';

/** Where the shop's notifications appear; errors and warnings are announced at once. */
export const NoticeHost = () => {
  const { t } = useTranslation();
  const list = useSyncExternalStore(subscribeToNotices, shownNotices, noNotices);
  return (
    <div className="ui-notices" aria-live="polite">
      {list.map((notice) => (
        <div
          key={notice.id}
          role={interrupts(notice.level) ? 'alert' : 'status'}
          className={`ui-notice ui-notice-${notice.level}`}
        >
          <div className="ui-notice-text">
            <div className="ui-notice-title">{notice.title}</div>
            {notice.description !== undefined && (
              <div className="ui-notice-description">{notice.description}</div>
            )}
          </div>
          <button
            type="button"
            className="ui-notice-close"
            aria-label={t('common.close')}
            onClick={() => dismissNotice(notice.id)}
          >
            ✕
          </button>
        </div>
      ))}
    </div>
  );
};
