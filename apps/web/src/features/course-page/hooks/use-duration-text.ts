import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { hoursAndMinutes } from '../../../lib/duration';

/** "1 ชม. 13 นาที" / "45 min": the length of a section or course in the reader's language. */
export const useDurationText = () => {
  const { t } = useTranslation();
  return useCallback(
    (seconds: number) => {
      const { hours, minutes } = hoursAndMinutes(seconds);
      return hours > 0
        ? t('catalog.curriculum.hoursMinutes', { hours, minutes })
        : t('catalog.curriculum.minutes', { minutes });
    },
    [t],
  );
};
