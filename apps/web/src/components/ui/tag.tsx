import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import './ui.css';

export type TagTone =
  'default' | 'blue' | 'green' | 'gold' | 'red' | 'purple' | 'magenta' | 'cyan' | 'orange';

/** A short label beside a name: a plan's kind, a course type, stock. */
export const Tag = ({
  tone = 'default',
  className,
  children,
}: {
  tone?: TagTone;
  className?: string;
  children: ReactNode;
}) => <span className={clsx('ui-tag', `ui-tag-${tone}`, className)}>{children}</span>;
