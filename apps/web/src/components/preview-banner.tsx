import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Shown above a course or product page an administrator opened with `?preview=1`: the server
 * answered with the item's status (a draft too), which visitors never see.
 */
export const PreviewBanner = ({ status }: { status: 'draft' | 'published' | 'hidden' | undefined }) => {
  const { t } = useTranslation();
  if (status === undefined) return null;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      role="status"
      title={t('catalog.preview.banner', { status: t(`catalog.preview.status.${status}`) })}
    />
  );
};
