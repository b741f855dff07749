import { useId, useState, type ReactNode } from 'react';
import './ui.css';

export type CollapseItem = { key: string; label: ReactNode; extra?: ReactNode; children: ReactNode };

/**
 * Panels that open and close under their heading's button. Closed panels stay in the page
 * (`hidden`), so their text is in the server's HTML.
 */
export const Collapse = ({ items, defaultOpen }: { items: CollapseItem[]; defaultOpen: string[] }) => {
  const id = useId();
  const [open, setOpen] = useState(() => new Set(defaultOpen));
  const toggle = (key: string) =>
    setOpen((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <div className="ui-collapse">
      {items.map((item) => {
        const expanded = open.has(item.key);
        return (
          <section key={item.key} className="ui-collapse-item">
            <button
              type="button"
              className="ui-collapse-header"
              aria-expanded={expanded}
              aria-controls={`${id}-${item.key}`}
              onClick={() => toggle(item.key)}
            >
              <span className="ui-collapse-arrow" aria-hidden="true" />
              <span className="ui-collapse-label">{item.label}</span>
              {item.extra !== undefined && <span className="ui-collapse-extra">{item.extra}</span>}
            </button>
            <div id={`${id}-${item.key}`} hidden={!expanded} className="ui-collapse-content">
              {item.children}
            </div>
          </section>
        );
      })}
    </div>
  );
};
