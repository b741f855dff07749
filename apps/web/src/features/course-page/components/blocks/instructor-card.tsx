import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/ui/avatar';
import { mediaUrl } from '../../../../lib/media-url';
import { useCoursePage } from '../../hooks/course-page-context';

/** Who teaches the course, with their picture and biography. */
export const InstructorCard = () => {
  const { t } = useTranslation();
  const { instructor } = useCoursePage().course;
  if (!instructor) return null;
  const photo = mediaUrl(instructor.display_image_url);
  return (
    <aside className="course-instructor" aria-labelledby="course-instructor-title">
      <h3 id="course-instructor-title" className="course-instructor-title">
        {t('catalog.course.aboutInstructor')}
      </h3>
      <div className="course-instructor-body">
        <Avatar
          src={photo}
          name={instructor.name}
          size={64}
          alt={t('catalog.course.instructorPhoto', { name: instructor.name })}
        />
        <div>
          <strong className="course-instructor-name">{instructor.name}</strong>
          {instructor.biography && <p className="course-instructor-bio">{instructor.biography}</p>}
        </div>
      </div>
    </aside>
  );
};
