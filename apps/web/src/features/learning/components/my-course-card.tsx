import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyCourse } from '@shop/contract/learning/my-courses';
import { FallbackImage } from '../../../components/fallback-image';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Tag } from '../../../components/ui/tag';
import { mediaUrl } from '../../../lib/media-url';
import { useAccessText } from '../hooks/use-access-text';
import { myCourseView } from '../lib/my-course-view';
import { CertificateLinks } from './certificate-links';

/**
 * One course: cover, title, progress, access left, and Continue (or Buy again once it ended).
 * `inFirstView`: the card shows without scrolling, so its cover (the page's largest paint) is asked
 * for at once rather than once the browser has laid the page out.
 */
export const MyCourseCard = ({
  course,
  inFirstView = false,
}: {
  course: MyCourse;
  inFirstView?: boolean;
}) => {
  const { t } = useTranslation();
  const accessText = useAccessText();
  const view = myCourseView(course);
  const titleId = `my-course-${String(course.course_id)}`;
  const isEnded = view.action.kind === 'buy-again';
  return (
    <article className={isEnded ? 'my-course is-ended' : 'my-course'} aria-labelledby={titleId}>
      <FallbackImage
        src={mediaUrl(course.picture_url)}
        alt=""
        className="my-course-cover"
        loading={inFirstView ? 'eager' : 'lazy'}
        fetchPriority={inFirstView ? 'high' : 'auto'}
      />
      <div className="my-course-body">
        <h2 id={titleId} className="my-course-title">
          {course.title}
        </h2>
        <div className="my-course-progress">
          <ProgressBar
            percent={course.percent}
            label={t('learning.myCourses.progressOf', { title: course.title })}
            className="my-course-progress-bar"
          />
          <span>{t('learning.player.percent', { percent: course.percent })}</span>
          {course.is_complete && <Tag tone="green">{t('learning.myCourses.complete')}</Tag>}
        </div>
        <p className={isEnded ? 'my-course-access is-ended' : 'my-course-access'}>
          {accessText(view.access)}
        </p>
        <div className="my-course-actions">
          <Link
            to={view.action.to}
            className={isEnded ? 'my-course-action' : 'my-course-action is-primary'}
            aria-label={
              isEnded
                ? t('learning.myCourses.buyAgainCourse', { title: course.title })
                : t('learning.myCourses.continueCourse', { title: course.title })
            }
          >
            {isEnded ? t('learning.myCourses.buyAgain') : t('learning.myCourses.continue')}
          </Link>
        </div>
        {course.is_complete && <CertificateLinks courseId={course.course_id} compact />}
      </div>
    </article>
  );
};
