import type { ReactNode } from 'react';
import './ui.css';

/** Nothing to show here, said in words. */
export const Empty = ({ description, children }: { description: ReactNode; children?: ReactNode }) => (
  <div className="ui-empty">
    <svg className="ui-empty-image" viewBox="0 0 64 41" aria-hidden="true" width="64" height="41">
      <g fill="none" fillRule="evenodd" transform="translate(0 1)">
        <ellipse cx="32" cy="33" rx="32" ry="7" fill="#f0f0f0" />
        <path
          d="M55 12.8 44.9 1.3C44.4.5 43.7 0 42.9 0H21.1c-.8 0-1.5.5-2 1.3L9 12.8V22h46z"
          stroke="#d9d9d9"
          fill="#fafafa"
        />
      </g>
    </svg>
    <p className="ui-empty-description">{description}</p>
    {children}
  </div>
);
