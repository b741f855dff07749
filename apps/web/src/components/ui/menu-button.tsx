import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './button';
import './ui.css';

/** An entry goes somewhere (`to`, a link) or does something (`onSelect`). */
export type MenuEntry = { key: string; label: ReactNode } & (
  { to: string; onSelect?: never } | { onSelect: () => void; to?: never }
);

/**
 * A button that opens a short menu under it (the menu button pattern): Escape or a click
 * elsewhere closes it, and choosing an entry closes it too.
 */
export const MenuButton = ({
  label,
  purpose,
  entries,
}: {
  label: string;
  /** What the menu is for ("My account"): said after the label, whose words come first in the name. */
  purpose: string;
  entries: MenuEntry[];
}) => {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);
  return (
    <div className="ui-menu-button" ref={root}>
      <Button
        aria-label={`${label}, ${purpose}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
      </Button>
      {open && (
        <ul role="menu" id={`${id}-menu`} className="ui-menu">
          {entries.map((entry) => (
            <li key={entry.key} role="none">
              {entry.to !== undefined ? (
                <Link role="menuitem" className="ui-menu-item" to={entry.to} onClick={() => setOpen(false)}>
                  {entry.label}
                </Link>
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  className="ui-menu-item"
                  onClick={() => {
                    setOpen(false);
                    entry.onSelect();
                  }}
                >
                  {entry.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
