import { App } from 'antd';
import { useCallback, useMemo } from 'react';
import { ApiError } from '@shop/contract/http/api-client';
import { NOTIFICATION_KINDS, type NotificationKind } from '@shop/domain/errors/notification-kinds';
import { currentLocale, errorMessage, shopMessage } from '../lib/texts';

/**
 * Notifications as spec 1 section 8 places them (top right, 100 px down, 5 s; the providers set
 * the placement). Server validation errors list each field as "{param} : {message}".
 */
export const useNotify = () => {
  const { notification } = App.useApp();

  const notifyKind = useCallback(
    (kind: NotificationKind, description?: string) => {
      const spec = NOTIFICATION_KINDS[kind];
      notification[spec.level]({
        title: spec.title[currentLocale()],
        description,
        duration: spec.durationSeconds,
      });
    },
    [notification],
  );

  const notifyError = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) {
        notification.error({ title: shopMessage('badResponse'), duration: 5 });
        return;
      }
      const params = error.body?.error.params ?? [];
      if (error.code === 'INPUT_ERROR' && params.length > 0) {
        notifyKind('invalidData', params.map((item) => `${item.param} : ${item.message}`).join('\n'));
        return;
      }
      notification.error({ title: errorMessage(error.code), duration: 5 });
    },
    [notification, notifyKind],
  );

  return useMemo(() => ({ notifyKind, notifyError, notification }), [notifyKind, notifyError, notification]);
};
