import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { paths } from '../../../config/paths';
import { useAccessText } from '../hooks/use-access-text';
import { accessLeft, type AccessSource } from '../lib/access-left';
import { CertificateLinks } from './certificate-links';

type LessonHeaderProps = {
  courseId: number;
  title: string;
  courseHref: string;
  percent: number;
  isComplete: boolean;
  /** Null while the countdown is unknown. */
  access: AccessSource | null;
};

/** The course's title, how far the student is, the access left, and the certificate once complete. */
export const LessonHeader = ({
  courseId,
  title,
  courseHref,
  percent,
  isComplete,
  access,
}: LessonHeaderProps) => {
  const { t } = useTranslation();
  const accessText = useAccessText();
  return (
    <header className="lesson-header">
      <div className="lesson-header-links">
        <Link to={paths.myCourses()}>{t('learning.player.myCourses')}</Link>
        <Link to={courseHref}>{t('learning.player.aboutCourse')}</Link>
      </div>
      <h1 className="lesson-course-title">{title}</h1>
      <div className="lesson-status">
        <div className="lesson-progress">
          <ProgressBar
            percent={percent}
            label={t('learning.player.progressLabel')}
            className="lesson-progress-bar"
          />
          <span>{t('learning.player.percent', { percent })}</span>
        </div>
        {access && <span className="lesson-access">{accessText(accessLeft(access))}</span>}
      </div>
      {isComplete && <CertificateLinks courseId={courseId} />}
    </header>
  );
};
