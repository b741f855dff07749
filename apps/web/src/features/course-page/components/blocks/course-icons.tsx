import type { ReactNode } from 'react';
import { OutlineIcon } from '../../../../components/ui/outline-icon';

/** The course page's small pictures (the shop's outline icons, in the course page's size). */
const Outline = ({ children }: { children: ReactNode }) => (
  <OutlineIcon className="course-icon">{children}</OutlineIcon>
);

export const CalendarIcon = () => (
  <Outline>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </Outline>
);

export const VenueIcon = () => (
  <Outline>
    <path d="M20 10c0 6.5-8 12-8 12s-8-5.5-8-12a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </Outline>
);

export const SeatsIcon = () => (
  <Outline>
    <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M23 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
  </Outline>
);

export const BookIcon = () => (
  <Outline>
    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20" />
    <path d="M6.5 2H20v20H6.5A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2z" />
  </Outline>
);

export const GiftIcon = () => (
  <Outline>
    <path d="M20 12v10H4V12" />
    <rect x="2" y="7" width="20" height="5" />
    <path d="M12 22V7M12 7H7.5a2.5 2.5 0 0 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z" />
  </Outline>
);

export const LockIcon = () => (
  <Outline>
    <rect x="3" y="11" width="18" height="11" rx="2" />
    <path d="M7 11V7a5 5 0 0 1 10 0v4" />
  </Outline>
);

/** The kinds of lecture in a curriculum. */
export const LECTURE_ICONS = {
  video: (
    <Outline>
      <circle cx="12" cy="12" r="10" />
      <path d="m10 8 6 4-6 4z" />
    </Outline>
  ),
  quiz: (
    <Outline>
      <circle cx="12" cy="12" r="10" />
      <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
    </Outline>
  ),
  homework: (
    <Outline>
      <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
    </Outline>
  ),
  text: (
    <Outline>
      <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
      <path d="M14 2v6h6M16 13H8M16 17H8M10 9H8" />
    </Outline>
  ),
} as const;

/** A filled disc with the play triangle cut out, over the course picture. */
export const PlayDiscIcon = () => (
  <svg
    className="course-icon"
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
  >
    <path fillRule="evenodd" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 6v8l6-4z" />
  </svg>
);
