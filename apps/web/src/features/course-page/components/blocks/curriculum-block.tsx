import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LectureWire } from '@shop/contract/catalog/curriculum';
import { Collapse } from '../../../../components/ui/collapse';
import { Empty } from '../../../../components/ui/empty';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useCurriculum } from '../../api/get-curriculum';
import { useCoursePage } from '../../hooks/course-page-context';
import { useDurationText } from '../../hooks/use-duration-text';
import { LectureItem } from './lecture-item';
import '../../styles/curriculum.css';

const LecturePlayerModal = lazy(() =>
  import('./lecture-player-modal').then((module) => ({ default: module.LecturePlayerModal })),
);

/** Sections with their lectures (GET /public/course/videoplaylist/{id}); previews play in a dialog. */
export const CurriculumBlock = () => {
  const { t } = useTranslation();
  const durationText = useDurationText();
  const { course } = useCoursePage();
  const curriculum = useCurriculum(course.id);
  const [previewing, setPreviewing] = useState<LectureWire | null>(null);

  if (curriculum.isPending) return <Skeleton rows={6} />;
  const sections = curriculum.data ?? [];
  if (sections.length === 0) return <Empty description={t('catalog.curriculum.empty')} />;

  const lectureCount = sections.reduce((sum, section) => sum + section.dataResult.lecture_count, 0);
  const seconds = sections.reduce((sum, section) => sum + section.dataResult.video_seconds, 0);
  return (
    <div className="curriculum">
      <p className="text-secondary">
        {t('catalog.curriculum.summary', {
          sections: sections.length,
          lectures: lectureCount,
          duration: durationText(seconds),
        })}
      </p>
      {/* Every section starts open: the whole curriculum reads at a glance. */}
      <Collapse
        defaultOpen={sections.map((section) => String(section.sections_id))}
        items={sections.map((section) => ({
          key: String(section.sections_id),
          label: <span className="curriculum-section-name">{section.sections_name}</span>,
          extra: (
            <span className="curriculum-section-summary">
              {t('catalog.curriculum.sectionSummary', {
                lectures: section.dataResult.lecture_count,
                duration: durationText(section.dataResult.video_seconds),
              })}
            </span>
          ),
          children: (
            <ul className="lecture-list">
              {section.lectures_list.map((lecture) => (
                <LectureItem key={lecture.lectures_id} lecture={lecture} onPreview={setPreviewing} />
              ))}
            </ul>
          ),
        }))}
      />
      {previewing && (
        <Suspense fallback={null}>
          <LecturePlayerModal lecture={previewing} onClose={() => setPreviewing(null)} />
        </Suspense>
      )}
    </div>
  );
};
