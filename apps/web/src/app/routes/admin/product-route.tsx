import { useParams } from 'react-router';
import { CourseEditorPage } from '../../../features/admin-catalog/components/course-editor-page';

/** `/admin/products/:courseId` (`new` for a new product): the product editor. */
export const ProductRoute = () => {
  const { courseId } = useParams();
  return <CourseEditorPage kind="product" courseIdParam={courseId} />;
};
