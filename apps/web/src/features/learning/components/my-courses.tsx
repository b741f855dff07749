import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Empty } from '../../../components/ui/empty';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useMyCourses } from '../api/list-my-courses';
import { MyCourseCard } from './my-course-card';
import { loadLearningTexts } from '../../../i18n/load-learning-texts';
import '../learning.css';

// An entry of the learning pages: its texts load with it (they are not in the shop's shell).
await loadLearningTexts();

/** The cards a phone or a laptop shows before any scrolling (one or two rows). */
const COVERS_IN_FIRST_VIEW = 3;

/** `/myaccount/student/course`: every course the student was enrolled in, to continue or buy again. */
export const MyCourses = () => {
  const { t } = useTranslation();
  const courses = useMyCourses();
  if (courses.isPending) return <Skeleton />;
  if (courses.isError) {
    return (
      <Alert
        type="error"
        title={t('common.loadFailed')}
        action={<Button onClick={() => void courses.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (courses.data.length === 0) {
    return (
      <Empty description={t('learning.myCourses.empty')}>
        <ButtonLink to={paths.courses()} variant="primary">
          {t('learning.myCourses.browse')}
        </ButtonLink>
      </Empty>
    );
  }
  return (
    <ul className="my-courses" aria-label={t('learning.myCourses.title')}>
      {courses.data.map((course, index) => (
        <li key={course.course_id}>
          <MyCourseCard course={course} inFirstView={index < COVERS_IN_FIRST_VIEW} />
        </li>
      ))}
    </ul>
  );
};
