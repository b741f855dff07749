import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { paths } from '../../../config/paths';
import { useAdminCourseOptions } from '../api/admin-course-options';
import { useAdminCourse } from '../api/get-admin-course';
import { CourseEditor, CourseEditorLoading } from './course-editor';

type CourseEditorPageProps = { kind: 'course' | 'product'; courseIdParam: string | undefined };

/** The editor page of a course or product (`new` for a new one): loads it, then shows the editor. */
export const CourseEditorPage = ({ kind, courseIdParam }: CourseEditorPageProps) => {
  const { t } = useTranslation();
  const parsed = Number(courseIdParam);
  const courseId = courseIdParam !== 'new' && Number.isInteger(parsed) && parsed > 0 ? parsed : null;
  const course = useAdminCourse(courseId);
  const options = useAdminCourseOptions();
  const isNew = courseId === null;
  const title = isNew
    ? t(kind === 'product' ? 'admin.catalog.editor.newProduct' : 'admin.catalog.editor.newCourse')
    : (course.data?.title ?? '');
  return (
    <AdminPage
      title={title}
      actions={
        <Link to={kind === 'product' ? paths.admin.products() : paths.admin.courses()}>
          {t(
            kind === 'product' ? 'admin.catalog.editor.backToProducts' : 'admin.catalog.editor.backToCourses',
          )}
        </Link>
      }
      error={course.error ?? options.error}
      onRetry={() => void Promise.all([course.refetch(), options.refetch()])}
    >
      {!isNew && !course.data ? (
        <CourseEditorLoading />
      ) : (
        <CourseEditor
          key={course.data?.id ?? 'new'}
          kind={kind}
          course={course.data ?? null}
          options={options.data}
        />
      )}
    </AdminPage>
  );
};
