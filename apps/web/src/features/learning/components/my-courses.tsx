import { Alert, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMyCourses } from '../api/list-my-courses';
import { MyCourseCard } from './my-course-card';
import { loadLearningTexts } from '../../../i18n/load-learning-texts';
import '../learning.css';

// An entry of the learning pages: its texts load with it (they are not in the shop's shell).
await loadLearningTexts();

/** `/myaccount/student/course`: every course the student was enrolled in, to continue or buy again. */
export const MyCourses = () => {
  const { t } = useTranslation();
  const courses = useMyCourses();
  if (courses.isPending) return <Skeleton active />;
  if (courses.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('common.loadFailed')}
        action={<Button onClick={() => void courses.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (courses.data.length === 0) {
    return (
      <Empty description={t('learning.myCourses.empty')}>
        <Link to={paths.courses()}>
          <Button type="primary">{t('learning.myCourses.browse')}</Button>
        </Link>
      </Empty>
    );
  }
  return (
    <ul className="my-courses" aria-label={t('learning.myCourses.title')}>
      {courses.data.map((course) => (
        <li key={course.course_id}>
          <MyCourseCard course={course} />
        </li>
      ))}
    </ul>
  );
};
