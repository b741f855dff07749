import { CourseList } from '../../../features/catalog/components/course-list';

/** `/courses`: the course list with its type filter and keyword. */
export const CoursesRoute = () => <CourseList />;
