import { clsx } from 'clsx';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './ui.css';

export type TabItem = { key: string; label: ReactNode; children: ReactNode };

/**
 * Tabs by the WAI-ARIA pattern: arrow keys, Home and End move between tabs. Every panel is in
 * the page (the closed ones `hidden`), so the server's HTML holds them all for readers without
 * JavaScript and for search engines.
 */
export const Tabs = ({
  items,
  activeKey,
  onChange,
  className,
}: {
  items: TabItem[];
  activeKey: string;
  onChange: (key: string) => void;
  className?: string;
}) => {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const focusTab = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.key);
    list.current?.querySelector<HTMLButtonElement>(`[data-key="${CSS.escape(item.key)}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.key === activeKey);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusTab(next);
  };
  return (
    <div className={clsx('ui-tabs', className)}>
      <div role="tablist" className="ui-tabs-list" ref={list} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.key === activeKey;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              data-key={item.key}
              aria-selected={selected}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              className="ui-tab"
              onClick={() => onChange(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${id}-panel-${item.key}`}
          aria-labelledby={`${id}-tab-${item.key}`}
          hidden={item.key !== activeKey}
          className="ui-tab-panel"
        >
          {item.children}
        </div>
      ))}
    </div>
  );
};
