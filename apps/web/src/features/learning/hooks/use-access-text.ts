import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessLeft } from '../lib/access-left';

/** The access left in the reader's language: "เรียนได้ไม่จำกัดเวลา", "เหลือเวลาเรียน 12 วัน", ... */
export const useAccessText = () => {
  const { t } = useTranslation();
  return useCallback(
    (access: AccessLeft): string => {
      switch (access.kind) {
        case 'unlimited':
          return t('learning.access.unlimited');
        case 'ended':
          return t('learning.access.ended');
        case 'days':
          return access.days === 1
            ? t('learning.access.oneDay')
            : t('learning.access.days', { days: access.days });
        case 'time': {
          const { hours, minutes } = access;
          if (access.isLearningTime) {
            return hours > 0
              ? t('learning.access.learningHours', { hours, minutes })
              : t('learning.access.learningMinutes', { minutes });
          }
          return hours > 0
            ? t('learning.access.hours', { hours, minutes })
            : t('learning.access.minutes', { minutes });
        }
      }
    },
    [t],
  );
};
