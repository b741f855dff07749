import { useTranslation } from 'react-i18next';
import { Alert } from './ui/alert';
import './list-page.css';

/**
 * Shown above a course or product page an administrator opened with `?preview=1`: the server
 * answered with the item's status (a draft too), which visitors never see. It looks like a
 * warning but is polite: it describes the page rather than interrupting.
 */
export const PreviewBanner = ({ status }: { status: 'draft' | 'published' | 'hidden' | undefined }) => {
  const { t } = useTranslation();
  if (status === undefined) return null;
  return (
    <Alert
      type="warning"
      polite
      className="preview-banner"
      title={t('catalog.preview.banner', { status: t(`catalog.preview.status.${status}`) })}
    />
  );
};
