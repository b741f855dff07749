import { useTranslation } from 'react-i18next';
import { Empty } from '../../../components/ui/empty';
import type { useLessonPlayer } from '../hooks/use-lesson-player';
import { LectureMoves } from './lecture-moves';
import { LectureStage } from './lecture-stage';
import { SectionList } from './section-list';

type LessonLayoutProps = { player: ReturnType<typeof useLessonPlayer> };

/** The open lecture large with its moves, and the course's sections beside it (below it on a phone). */
export const LessonLayout = ({ player }: LessonLayoutProps) => {
  const { t } = useTranslation();
  if (player.lectures.length === 0) return <Empty description={t('learning.player.empty')} />;
  return (
    <div className="lesson-layout">
      <div className="lesson-main">
        {player.current && (
          <LectureStage
            key={player.current.id}
            lecture={player.current}
            position={player.position}
            total={player.lectures.length}
            startAt={player.startAt}
          />
        )}
        <LectureMoves
          hasPrevious={player.previous !== null}
          hasNext={player.next !== null}
          isNextLocked={player.isNextLocked}
          onPrevious={player.goPrevious}
          onNext={player.goNext}
        />
      </div>
      <SectionList sections={player.sections} currentId={player.current?.id ?? null} hrefOf={player.hrefOf} />
    </div>
  );
};
