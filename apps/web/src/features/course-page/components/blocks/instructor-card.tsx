import { UserOutlined } from '@ant-design/icons';
import { Avatar, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
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
      <Typography.Title level={3} id="course-instructor-title" className="course-instructor-title">
        {t('catalog.course.aboutInstructor')}
      </Typography.Title>
      <div className="course-instructor-body">
        <Avatar
          size={64}
          icon={<UserOutlined />}
          {...(photo
            ? {
                src: <img src={photo} alt={t('catalog.course.instructorPhoto', { name: instructor.name })} />,
              }
            : {})}
        />
        <div>
          <Typography.Text strong>{instructor.name}</Typography.Text>
          {instructor.biography && <Typography.Paragraph>{instructor.biography}</Typography.Paragraph>}
        </div>
      </div>
    </aside>
  );
};
