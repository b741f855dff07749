import type { ReactNode } from 'react';
import type { NotificationLevel } from '@shop/domain/errors/notification-kinds';

export type NoticeInput = { title: ReactNode; description?: ReactNode; duration?: number };
export type Notice = NoticeInput & { id: number; level: NotificationLevel };

type Listener = () => void;

/**
 * Whether a message at this level interrupts the reader (`role="alert"`, announced at once) rather
 * than waiting its turn (`role="status"`): errors and warnings do.
 */
export const interrupts = (level: NotificationLevel): boolean => level === 'error' || level === 'warning';

let shown: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Takes a notice away (its close button, or its time ran out). */
export const dismissNotice = (id: number) => {
  shown = shown.filter((notice) => notice.id !== id);
  emit();
};

/** Takes every notice away (a test starting afresh). */
export const dismissAllNotices = () => {
  shown = [];
  emit();
};

const show =
  (level: NotificationLevel) =>
  ({ duration = 5, ...input }: NoticeInput) => {
    const notice: Notice = { ...input, duration, level, id: nextId++ };
    shown = [...shown, notice];
    emit();
    if (duration > 0) setTimeout(() => dismissNotice(notice.id), duration * 1000);
  };

/**
 * The shop's notifications (spec 1 section 8: top right, 100 px down, 5 s unless said), kept
 * outside React so any hook can raise one; `NoticeHost` shows them.
 */
export const notices = {
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  error: show('error'),
};

export const subscribeToNotices = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const NONE: readonly Notice[] = [];
export const shownNotices = () => shown;
/** The server never shows a notice. */
export const noNotices = () => NONE;
