import { useParams } from 'react-router';
import { CurriculumEditor } from '../../../features/admin-curriculum/components/curriculum-editor';

/** `/admin/courses/:courseId/curriculum`: the course's sections and lectures, their order and content. */
export const CurriculumRoute = () => {
  const courseId = Number(useParams().courseId);
  return <CurriculumEditor key={courseId} courseId={courseId} />;
};
