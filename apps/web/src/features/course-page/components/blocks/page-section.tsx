import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type PageSectionProps = { id: string; title: ReactNode; children: ReactNode; className?: string };

/** A titled part of the course page that a section anchor (`#detail`, `#pricing`...) leads to. */
export const PageSection = ({ id, title, children, className }: PageSectionProps) => (
  <section
    id={id}
    aria-labelledby={`${id}-title`}
    tabIndex={-1}
    className={clsx('course-section', className)}
  >
    <h2 id={`${id}-title`} className="course-section-title">
      {title}
    </h2>
    {children}
  </section>
);
