import { App, Button, Popconfirm, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AdminCourseRow, CourseStatus } from '@shop/contract/admin/catalog-courses';
import { useNotify } from '../../../hooks/use-notify';
import { useDeleteAdminCourse } from '../api/delete-admin-course';
import { useDuplicateAdminCourse } from '../api/duplicate-admin-course';
import { useSetAdminCourseStatus } from '../api/set-admin-course-status';
import { editorPathOf, previewPathOf } from '../lib/course-paths';

/** Duplicate, publish or unpublish, hide, preview and delete one course of the list. */
export const CourseRowActions = ({ row }: { row: AdminCourseRow }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const navigate = useNavigate();
  const duplicate = useDuplicateAdminCourse();
  const setStatus = useSetAdminCourseStatus();
  const remove = useDeleteAdminCourse();

  const changeStatus = (status: CourseStatus) =>
    setStatus
      .mutateAsync({ id: row.id, status })
      .then(() => message.success(t('admin.catalog.actions.saved')), notifyError);
  const copy = () =>
    duplicate.mutateAsync(row.id).then((answer) => {
      void message.success(t('admin.catalog.actions.duplicated'));
      void navigate(editorPathOf(answer.data));
    }, notifyError);
  const destroy = () =>
    remove.mutateAsync(row.id).then(() => message.success(t('admin.catalog.actions.deleted')), notifyError);

  return (
    <Space wrap size={4}>
      <Button size="small" href={previewPathOf(row)} target="_blank">
        {t('admin.catalog.actions.preview')}
      </Button>
      <Button size="small" loading={duplicate.isPending} onClick={() => void copy()}>
        {t('admin.catalog.actions.duplicate')}
      </Button>
      {row.status === 'published' ? (
        <Button size="small" onClick={() => void changeStatus('draft')}>
          {t('admin.catalog.actions.unpublish')}
        </Button>
      ) : (
        <Button size="small" type="primary" onClick={() => void changeStatus('published')}>
          {t('admin.catalog.actions.publish')}
        </Button>
      )}
      {row.status === 'hidden' ? null : (
        <Button size="small" onClick={() => void changeStatus('hidden')}>
          {t('admin.catalog.actions.hide')}
        </Button>
      )}
      {row.is_ordered ? (
        <Tooltip title={t('admin.catalog.actions.orderedHint')}>
          <Button size="small" danger disabled>
            {t('admin.catalog.actions.delete')}
          </Button>
        </Tooltip>
      ) : (
        <Popconfirm
          title={t('admin.catalog.actions.confirmDelete')}
          okText={t('admin.catalog.actions.delete')}
          cancelText={t('admin.confirm.cancel')}
          onConfirm={() => void destroy()}
        >
          <Button size="small" danger loading={remove.isPending}>
            {t('admin.catalog.actions.delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
};
