import { useTranslation } from 'react-i18next';
import { sectionDone, type PlayerSection } from '../lib/playlist';
import { LectureLink } from './lecture-link';

type SectionListProps = {
  sections: readonly PlayerSection[];
  currentId: number | null;
  hrefOf: (lectureId: number) => string;
};

/** The course's sections and lectures, each a link to open it, with its kind, length and state. */
export const SectionList = ({ sections, currentId, hrefOf }: SectionListProps) => {
  const { t } = useTranslation();
  return (
    <nav className="lesson-contents" aria-label={t('learning.player.contents')}>
      <h2 className="lesson-contents-title">{t('learning.player.contents')}</h2>
      {sections.map((section) => {
        const headingId = `lesson-section-${String(section.id)}`;
        return (
          <section key={section.id} className="lesson-section" aria-labelledby={headingId}>
            <h3 id={headingId} className="lesson-section-name">
              {section.name}
            </h3>
            <span className="lesson-section-done">
              {t('learning.player.sectionDone', sectionDone(section))}
            </span>
            <ol className="lesson-lectures">
              {section.lectures.map((lecture) => (
                <LectureLink
                  key={lecture.id}
                  lecture={lecture}
                  href={hrefOf(lecture.id)}
                  isCurrent={lecture.id === currentId}
                />
              ))}
            </ol>
          </section>
        );
      })}
    </nav>
  );
};
