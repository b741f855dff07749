import { useParams } from 'react-router';
import { CourseEditorPage } from '../../../features/admin-catalog/components/course-editor-page';

/** `/admin/courses/:courseId` (`new` for a new course): the course editor. */
export const CourseRoute = () => {
  const { courseId } = useParams();
  return <CourseEditorPage kind="course" courseIdParam={courseId} />;
};
