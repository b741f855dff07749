import { Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyCourse } from '@shop/contract/learning/my-courses';
import { FallbackImage } from '../../../components/fallback-image';
import { mediaUrl } from '../../../lib/media-url';
import { useAccessText } from '../hooks/use-access-text';
import { myCourseView } from '../lib/my-course-view';
import { CertificateLinks } from './certificate-links';

/** One course: cover, title, progress, access left, and Continue (or Buy again once it ended). */
export const MyCourseCard = ({ course }: { course: MyCourse }) => {
  const { t } = useTranslation();
  const accessText = useAccessText();
  const view = myCourseView(course);
  const titleId = `my-course-${String(course.course_id)}`;
  const isEnded = view.action.kind === 'buy-again';
  return (
    <article className={isEnded ? 'my-course is-ended' : 'my-course'} aria-labelledby={titleId}>
      <FallbackImage src={mediaUrl(course.picture_url)} alt="" className="my-course-cover" />
      <div className="my-course-body">
        <Typography.Title level={2} id={titleId} className="my-course-title">
          {course.title}
        </Typography.Title>
        <div className="my-course-progress">
          <Progress
            percent={course.percent}
            showInfo={false}
            aria-label={t('learning.myCourses.progressOf', { title: course.title })}
          />
          <span>{t('learning.player.percent', { percent: course.percent })}</span>
          {course.is_complete && <Tag color="green">{t('learning.myCourses.complete')}</Tag>}
        </div>
        <Typography.Text type={isEnded ? 'danger' : 'secondary'}>{accessText(view.access)}</Typography.Text>
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
