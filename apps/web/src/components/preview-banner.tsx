import { useTranslation } from 'react-i18next';
import './ui/ui.css';
import './list-page.css';

/**
 * Shown above a course or product page an administrator opened with `?preview=1`: the server
 * answered with the item's status (a draft too), which visitors never see. It looks like a
 * warning but is polite (`status`): it describes the page rather than interrupting.
 */
export const PreviewBanner = ({ status }: { status: 'draft' | 'published' | 'hidden' | undefined }) => {
  const { t } = useTranslation();
  if (status === undefined) return null;
  return (
    <div role="status" className="ui-alert ui-alert-warning preview-banner">
      <span className="ui-alert-icon" aria-hidden="true">
        !
      </span>
      <div className="ui-alert-text">
        {t('catalog.preview.banner', { status: t(`catalog.preview.status.${status}`) })}
      </div>
    </div>
  );
};
