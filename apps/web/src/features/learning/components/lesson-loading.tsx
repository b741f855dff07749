import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown until a second after the playlist loads (spec 1). */
export const LessonLoading = () => {
  const { t } = useTranslation();
  return (
    <div className="lesson-loading" role="status" aria-busy="true" aria-label={t('learning.player.loading')}>
      <Skeleton.Node active className="lesson-loading-stage" />
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
};
