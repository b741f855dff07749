import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clockDuration } from '../../../lib/duration';
import { isBlocked, type PlayerLecture } from '../lib/playlist';
import { DoneIcon, LabelledIcon, LECTURE_KIND_ICONS, LockIcon } from './lesson-icons';

/** Where a lecture stands: done, locked, part watched, or nothing yet. */
const LectureState = ({ lecture }: { lecture: PlayerLecture }) => {
  const { t } = useTranslation();
  if (isBlocked(lecture)) {
    const label = lecture.isLocked ? t('learning.player.locked') : t('learning.player.unavailable');
    return <LabelledIcon icon={LockIcon} className="lesson-lecture-lock" label={label} />;
  }
  if (lecture.isComplete) {
    return <LabelledIcon icon={DoneIcon} className="lesson-lecture-done" label={t('learning.player.done')} />;
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
  return (
    <li className={clsx('lesson-lecture', isCurrent && 'is-current', isBlocked(lecture) && 'is-locked')}>
      <LabelledIcon
        icon={LECTURE_KIND_ICONS[lecture.kind]}
        className="lesson-lecture-kind"
        label={t(`learning.player.kind.${lecture.kind}`)}
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
