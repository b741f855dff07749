import { useTranslation } from 'react-i18next';

const SKELETON_ROWS = [1, 2, 3, 4, 5, 6];

/** Shown until a second after the playlist loads (spec 1). */
export const LessonLoading = () => {
  const { t } = useTranslation();
  return (
    <div className="lesson-loading" role="status" aria-busy="true" aria-label={t('learning.player.loading')}>
      <div className="lesson-loading-stage ui-skeleton-block" />
      <div className="lesson-loading-contents">
        <div className="ui-skeleton-title" />
        {SKELETON_ROWS.map((row) => (
          <div key={row} className="ui-skeleton-row" />
        ))}
      </div>
    </div>
  );
};
