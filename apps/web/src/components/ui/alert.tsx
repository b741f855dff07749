import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { NotificationLevel } from '@shop/domain/errors/notification-kinds';
import { interrupts } from '../../lib/notices';
import './ui.css';

export type AlertProps = {
  type: NotificationLevel;
  title: ReactNode;
  description?: ReactNode;
  /** A link or button at the end, such as "view my orders". */
  action?: ReactNode;
  /** A warning that describes the page rather than interrupts it: announced politely. */
  polite?: boolean;
  className?: string;
};

const ICONS = { info: 'ℹ', success: '✓', warning: '!', error: '✕' } as const;

/**
 * A message in the page. Warnings and errors are announced (`role="alert"`) unless told to be
 * polite; information and success are polite (`role="status"`).
 */
export const Alert = ({ type, title, description, action, polite = false, className }: AlertProps) => (
  <div
    role={!polite && interrupts(type) ? 'alert' : 'status'}
    className={clsx('ui-alert', `ui-alert-${type}`, className)}
  >
    <span className="ui-alert-icon" aria-hidden="true">
      {ICONS[type]}
    </span>
    <div className="ui-alert-text">
      <div className="ui-alert-title">{title}</div>
      {description !== undefined && <div className="ui-alert-description">{description}</div>}
    </div>
    {action !== undefined && <div className="ui-alert-action">{action}</div>}
  </div>
);
