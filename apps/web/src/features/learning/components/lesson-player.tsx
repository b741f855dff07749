import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { LessonContext } from '../hooks/lesson-context';
import { useLessonPlayer } from '../hooks/use-lesson-player';
import { AccessEnded } from './access-ended';
import { LessonHeader } from './lesson-header';
import { LessonLayout } from './lesson-layout';
import { LessonLoading } from './lesson-loading';
import { loadLearningTexts } from '../../../i18n/load-learning-texts';
import '../learning.css';

// An entry of the learning pages: its texts load with it (they are not in the shop's shell).
await loadLearningTexts();

export type LessonPlayerProps = {
  course: { id: number; title: string; linkPath: string };
  userId: number;
  /** The course's access ended while learning: the page should read the course again. */
  onAccessEnded: () => void;
};

/**
 * `/course/<id>-<slug>?learn=true`: the lessons of a course the student may learn (spec 1's video
 * playlist view). Its own chunk, loaded only for a student who learns.
 */
export const LessonPlayer = ({ course, userId, onAccessEnded }: LessonPlayerProps) => {
  const { t } = useTranslation();
  const slug = paths.courseSlug(course.linkPath, course.id);
  const player = useLessonPlayer({ courseId: course.id, userId, slug });
  const { report, beacon } = player.reports;
  const lesson = useMemo(
    () => ({ courseId: course.id, userId, lectures: player.lectures, report, beacon }),
    [course.id, userId, player.lectures, report, beacon],
  );

  useEffect(() => {
    if (player.isEnded) onAccessEnded();
  }, [player.isEnded, onAccessEnded]);

  if (player.status === 'failed') {
    return (
      <Alert
        type="error"
        title={t('common.loadFailed')}
        action={<Button onClick={player.retry}>{t('common.retry')}</Button>}
      />
    );
  }
  if (player.status === 'loading') return <LessonLoading />;
  return (
    <LessonContext value={lesson}>
      <div className="lesson-player">
        <LessonHeader
          courseId={course.id}
          title={course.title}
          courseHref={paths.course(slug)}
          percent={player.percent}
          isComplete={player.isComplete}
          access={player.access}
        />
        {player.isEnded ? <AccessEnded buyHref={paths.course(slug)} /> : <LessonLayout player={player} />}
      </div>
    </LessonContext>
  );
};
