import { LockOutlined } from '@ant-design/icons';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { errorMessage } from '../../../lib/texts';
import type { PlayerLecture } from '../lib/playlist';
import { FileLecture } from './file-lecture';
import { HomeworkLecture } from './homework-lecture';
import { QuizLecture } from './quiz-lecture';
import { TextLecture } from './text-lecture';
import { VideoLecture } from './video-lecture';

type LectureStageProps = { lecture: PlayerLecture; position: number; total: number; startAt: number };

const LectureBody = ({ lecture, startAt }: { lecture: PlayerLecture; startAt: number }) => {
  const { t } = useTranslation();
  if (lecture.isLocked) {
    return (
      <Alert type="warning" showIcon icon={<LockOutlined />} title={errorMessage(ErrorCode.LECTURE_LOCKED)} />
    );
  }
  if (!lecture.isOpen) return <Alert type="info" showIcon title={t('learning.player.unavailable')} />;
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
      <Typography.Text type="secondary" className="lecture-stage-position">
        {t('learning.player.position', { index: position, total })} ·{' '}
        {t(`learning.player.kind.${lecture.kind}`)}
      </Typography.Text>
      <Typography.Title level={2} id="lesson-lecture-title" className="lecture-stage-title">
        {lecture.name}
      </Typography.Title>
      <LectureBody lecture={lecture} startAt={startAt} />
    </article>
  );
};
