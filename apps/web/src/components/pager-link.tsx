import type { MouseEvent, ReactNode } from 'react';

type PagerLinkProps = {
  href: string;
  /** Moves the list in place (the address changes through the router). */
  onFollow: () => void;
  rel?: 'prev' | 'next';
  current?: boolean;
  label?: string;
  children: ReactNode;
};

/**
 * A real link to `?page=N`, so a crawler follows the pages and a buyer can open one in a new tab
 * or share it. A plain left click stays in the page (the list moves without a reload); any other
 * click (a new tab, a new window) is left to the browser.
 */
export const PagerLink = ({ href, onFollow, rel, current = false, label, children }: PagerLinkProps) => {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    const plainClick =
      event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
    if (!plainClick) return;
    event.preventDefault();
    if (!current) onFollow();
  };
  return (
    <a
      href={href}
      rel={rel}
      aria-current={current ? 'page' : undefined}
      aria-label={label}
      className="list-pager-link"
      onClick={follow}
    >
      {children}
    </a>
  );
};
