import { clsx } from 'clsx';
import {
  CheckCircleFilled,
  EditOutlined,
  FileOutlined,
  FileTextOutlined,
  LockOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LectureKind } from '@shop/domain/learning/lecture-progress';
import { clockDuration } from '../../../lib/duration';
import { isBlocked, type PlayerLecture } from '../lib/playlist';

const KIND_ICONS: Record<LectureKind, typeof PlayCircleOutlined> = {
  video: PlayCircleOutlined,
  text: FileTextOutlined,
  file: FileOutlined,
  quiz: QuestionCircleOutlined,
  homework: EditOutlined,
};

/** Where a lecture stands: done, locked, part watched, or nothing yet. */
const LectureState = ({ lecture }: { lecture: PlayerLecture }) => {
  const { t } = useTranslation();
  if (isBlocked(lecture)) {
    const label = lecture.isLocked ? t('learning.player.locked') : t('learning.player.unavailable');
    return <LockOutlined className="lesson-lecture-lock" role="img" aria-label={label} />;
  }
  if (lecture.isComplete) {
    return (
      <CheckCircleFilled className="lesson-lecture-done" role="img" aria-label={t('learning.player.done')} />
    );
  }
  if (lecture.watchedShare <= 0) return null;
  const percent = Math.floor(lecture.watchedShare * 100);
  return (
    <span className="lesson-lecture-watched">
      <span aria-hidden="true">{percent}%</span>
      <span className="visually-hidden">{t('learning.player.watched', { percent })}</span>
    </span>
  );
};

type LectureLinkProps = { lecture: PlayerLecture; href: string; isCurrent: boolean };

/**
 * One lecture of the section list. The link's name is the lecture's name only; its kind and state
 * are labelled images beside it, and the whole row opens it.
 */
export const LectureLink = ({ lecture, href, isCurrent }: LectureLinkProps) => {
  const { t } = useTranslation();
  const KindIcon = KIND_ICONS[lecture.kind];
  return (
    <li className={clsx('lesson-lecture', isCurrent && 'is-current', isBlocked(lecture) && 'is-locked')}>
      <KindIcon
        className="lesson-lecture-kind"
        role="img"
        aria-label={t(`learning.player.kind.${lecture.kind}`)}
      />
      <Link to={href} className="lesson-lecture-link" aria-current={isCurrent ? 'page' : undefined}>
        {lecture.name}
      </Link>
      {lecture.kind === 'video' && lecture.durationSeconds > 0 && (
        <span className="lesson-lecture-duration">{clockDuration(lecture.durationSeconds)}</span>
      )}
      <LectureState lecture={lecture} />
    </li>
  );
};
