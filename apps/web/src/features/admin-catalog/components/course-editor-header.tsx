import { App, Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminCourse, CourseStatus } from '@shop/contract/admin/catalog-courses';
import { useNotify } from '../../../hooks/use-notify';
import { useSetAdminCourseStatus } from '../api/set-admin-course-status';
import { previewPathOf } from '../lib/course-paths';

const STATUS_COLOURS = { draft: 'default', published: 'green', hidden: 'orange' } as const;

/** A saved course's status with publish / unpublish, and its storefront page in preview. */
export const CourseEditorHeader = ({ course }: { course: AdminCourse }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const setStatus = useSetAdminCourseStatus();
  const change = (status: CourseStatus) =>
    setStatus
      .mutateAsync({ id: course.id, status })
      .then(() => message.success(t('admin.catalog.actions.saved')), notifyError);
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Tag color={STATUS_COLOURS[course.status]}>{t(`admin.catalog.status.${course.status}`)}</Tag>
      {course.status === 'published' ? (
        <Button loading={setStatus.isPending} onClick={() => void change('draft')}>
          {t('admin.catalog.actions.unpublish')}
        </Button>
      ) : (
        <Button type="primary" loading={setStatus.isPending} onClick={() => void change('published')}>
          {t('admin.catalog.actions.publish')}
        </Button>
      )}
      <Button href={previewPathOf(course)} target="_blank">
        {t('admin.catalog.actions.preview')}
      </Button>
    </Space>
  );
};
