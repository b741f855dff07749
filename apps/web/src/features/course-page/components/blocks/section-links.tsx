import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useSectionLinks } from '../../hooks/use-section-links';
import type { SectionAnchor } from '../../utils/section-anchors';
import '../../styles/section-links.css';

type SectionLinksProps = { order: readonly SectionAnchor[]; className?: string };

/** In-page navigation to the course page's sections. */
export const SectionLinks = ({ order, className }: SectionLinksProps) => {
  const { t } = useTranslation();
  const links = useSectionLinks(order);
  return (
    <nav aria-label={t('catalog.course.sectionNav')} className={clsx('section-links', className)}>
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <a href={`#${link.id}`}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
};
