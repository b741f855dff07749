import { useCallback, useMemo } from 'react';
import { ApiError } from '@shop/contract/http/api-client';
import { NOTIFICATION_KINDS, type NotificationKind } from '@shop/domain/errors/notification-kinds';
import { currentLocale, errorMessage, shopMessage } from '../lib/texts';
import { notices } from '../lib/notices';

/**
 * Notifications as spec 1 section 8 places them (top right, 100 px from the top, 5 s), on the
 * shop's own light notices so a buyer's page needs no component library for them. Server
 * validation errors list each field as "{param} : {message}".
 */
export const useNotify = () => {
  const notifyKind = useCallback((kind: NotificationKind, description?: string) => {
    const spec = NOTIFICATION_KINDS[kind];
    notices[spec.level]({
      title: spec.title[currentLocale()],
      description,
      duration: spec.durationSeconds,
    });
  }, []);

  const notifyError = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) {
        notices.error({ title: shopMessage('badResponse'), duration: 5 });
        return;
      }
      const params = error.body?.error.params ?? [];
      if (error.code === 'INPUT_ERROR' && params.length > 0) {
        notifyKind('invalidData', params.map((item) => `${item.param} : ${item.message}`).join('\n'));
        return;
      }
      notices.error({ title: errorMessage(error.code), duration: 5 });
    },
    [notifyKind],
  );

  return useMemo(() => ({ notifyKind, notifyError, notification: notices }), [notifyKind, notifyError]);
};
