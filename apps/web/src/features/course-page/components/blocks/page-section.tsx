import { Typography } from 'antd';
import type { ReactNode } from 'react';

type PageSectionProps = { id: string; title: ReactNode; children: ReactNode; className?: string };

/** A titled part of the course page that a section anchor (`#detail`, `#pricing`...) leads to. */
export const PageSection = ({ id, title, children, className }: PageSectionProps) => (
  <section
    id={id}
    aria-labelledby={`${id}-title`}
    tabIndex={-1}
    className={['course-section', className].filter(Boolean).join(' ')}
  >
    <Typography.Title level={2} id={`${id}-title`} className="course-section-title">
      {title}
    </Typography.Title>
    {children}
  </section>
);
