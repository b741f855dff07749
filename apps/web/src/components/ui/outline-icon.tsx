import type { ReactNode } from 'react';

/**
 * A small picture drawn inline in outline, 1em square in the text's colour: an icon library would
 * bring its runtime into a buyer's first view for a dozen shapes. Hidden from screen readers; the
 * words beside it (or its holder's label) say what it means.
 */
export const OutlineIcon = ({ children, className }: { children: ReactNode; className?: string }) => (
  <svg
    className={className}
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);
