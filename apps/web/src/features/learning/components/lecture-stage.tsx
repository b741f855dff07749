import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { Alert } from '../../../components/ui/alert';
import { lazyWithAntd } from '../../../app/lazy-with-antd';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { errorMessage } from '../../../lib/texts';
import type { PlayerLecture } from '../lib/playlist';
import { TextLecture } from './text-lecture';
import { VideoLecture } from './video-lecture';

// A quiz, homework or file lecture brings its own code (and Ant Design's forms) when it opens:
// the player's first view, a video or a text, carries none of it.
const FileLecture = lazyWithAntd(
  'learning.file-lecture',
  async () => (await import('./file-lecture')).FileLecture,
);
const QuizLecture = lazyWithAntd(
  'learning.quiz-lecture',
  async () => (await import('./quiz-lecture')).QuizLecture,
);
const HomeworkLecture = lazyWithAntd(
  'learning.homework-lecture',
  async () => (await import('./homework-lecture')).HomeworkLecture,
);

type LectureStageProps = { lecture: PlayerLecture; position: number; total: number; startAt: number };

const LectureBody = ({ lecture, startAt }: { lecture: PlayerLecture; startAt: number }) => {
  const { t } = useTranslation();
  if (lecture.isLocked) {
    return <Alert type="warning" polite title={errorMessage(ErrorCode.LECTURE_LOCKED)} />;
  }
  if (!lecture.isOpen) return <Alert type="info" title={t('learning.player.unavailable')} />;
  switch (lecture.kind) {
    case 'video':
      return <VideoLecture lecture={lecture} startAt={startAt} />;
    case 'text':
      return <TextLecture lecture={lecture} />;
    case 'file':
      return <FileLecture lecture={lecture} />;
    case 'quiz':
      return <QuizLecture lecture={lecture} />;
    case 'homework':
      return <HomeworkLecture lecture={lecture} />;
  }
};

/** The open lecture: where it stands in the course, its title, and its content by kind (or why it is closed). */
export const LectureStage = ({ lecture, position, total, startAt }: LectureStageProps) => {
  const { t } = useTranslation();
  return (
    <article className="lecture-stage" aria-labelledby="lesson-lecture-title">
      <span className="lecture-stage-position">
        {t('learning.player.position', { index: position, total })} ·{' '}
        {t(`learning.player.kind.${lecture.kind}`)}
      </span>
      <h2 id="lesson-lecture-title" className="lecture-stage-title">
        {lecture.name}
      </h2>
      <Suspense fallback={<Skeleton rows={4} title={false} />}>
        <LectureBody lecture={lecture} startAt={startAt} />
      </Suspense>
    </article>
  );
};
