import { useCoursePage } from '../../hooks/course-page-context';
import { InstructorCard } from './instructor-card';
import { RichText } from './rich-text';

/** The course's description (sanitised HTML) and its instructor. */
export const CourseDescription = () => {
  const { course } = useCoursePage();
  return (
    <>
      <RichText html={course.courseDescription.description} />
      <InstructorCard />
    </>
  );
};
