import { App, Button, Form, Skeleton, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AdminCourse, AdminCourseOptions } from '@shop/contract/admin/catalog-courses';
import { ApiError } from '@shop/contract/http/api-client';
import { paths } from '../../../config/paths';
import { useNotify } from '../../../hooks/use-notify';
import { RichTextEditor } from '../../../components/admin/rich-text-editor';
import { useCreateAdminCourse } from '../api/create-admin-course';
import { useUpdateAdminCourse } from '../api/update-admin-course';
import { bodyOf, formValuesOf, newCourseValues, slugFrom, type CourseFormValues } from '../lib/course-form';
import { editorPathOf } from '../lib/course-paths';
import { CourseAccessFields, CourseRelatedFields } from './course-access-fields';
import { CourseBasicsFields } from './course-basics-fields';
import { CourseDatesFields } from './course-dates-fields';
import { CourseEditorHeader } from './course-editor-header';
import { CourseMediaFields } from './course-media-fields';
import { CourseSeoFields } from './course-seo-fields';

type CourseEditorProps = {
  kind: 'course' | 'product';
  course: AdminCourse | null;
  options: AdminCourseOptions | undefined;
};

/** Which uploads are still running, so Save waits for them. */
const useUploads = () => {
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const uploadingFor = (name: string) => (isUploading: boolean) =>
    setBusy((current) => (current[name] === isUploading ? current : { ...current, [name]: isUploading }));
  return { isUploading: Object.values(busy).some(Boolean), uploadingFor };
};

/** A tab that opens another editor of the course (curriculum, plans) once the course is saved. */
const LinkTab = ({
  courseId,
  to,
  name,
}: {
  courseId: number | null;
  to: (id: number) => string;
  name: string;
}) => {
  const { t } = useTranslation();
  if (courseId === null) return <p>{t('admin.catalog.editor.saveFirst')}</p>;
  return <Link to={to(courseId)}>{t('admin.catalog.editor.open', { name })}</Link>;
};

/**
 * Every field the course or product page reads, in tabs. Saving a new one makes a draft and opens
 * its editor; a refusal is shown on its field (INPUT_ERROR, SLUG_TAKEN) or as a notice.
 */
export const CourseEditor = ({ kind, course, options }: CourseEditorProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const navigate = useNavigate();
  const [form] = Form.useForm<CourseFormValues>();
  const uploads = useUploads();
  const create = useCreateAdminCourse();
  const update = useUpdateAdminCourse();
  const courseId = course?.id ?? null;

  const showRefusal = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'SLUG_TAKEN') {
      form.setFields([{ name: 'slug', errors: [error.message] }]);
      return;
    }
    const params = error instanceof ApiError ? (error.body?.error.params ?? []) : [];
    const fields = params.filter((item) => !item.param.includes('.'));
    if (fields.length > 0) {
      form.setFields(
        fields.map((item) => ({ name: item.param as keyof CourseFormValues, errors: [item.message] })),
      );
    }
    notifyError(error);
  };

  const save = async (values: CourseFormValues) => {
    try {
      const body = bodyOf(values);
      const answer =
        courseId === null ? await create.mutateAsync(body) : await update.mutateAsync({ id: courseId, body });
      void message.success(t('admin.catalog.actions.saved'));
      if (courseId === null) void navigate(editorPathOf(answer.data), { replace: true });
    } catch (error) {
      showRefusal(error);
    }
  };

  const tab = (key: string, children: ReactNode) => ({
    key,
    label: t(`admin.catalog.editor.tabs.${key as 'basics'}`),
    forceRender: true,
    children,
  });

  return (
    <>
      {course ? <CourseEditorHeader course={course} /> : null}
      <Form<CourseFormValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 900 }}
        initialValues={course ? formValuesOf(course) : newCourseValues(kind)}
        onValuesChange={(changed: Partial<CourseFormValues>) => {
          // A new item's slug follows its title until the slug is typed in.
          if (courseId === null && changed.title !== undefined && !form.isFieldTouched('slug')) {
            form.setFieldValue('slug', slugFrom(changed.title));
          }
        }}
        onFinish={(values) => void save(values)}
        scrollToFirstError
      >
        <Tabs
          items={[
            tab('basics', <CourseBasicsFields kind={kind} options={options} />),
            tab(
              'description',
              <Form.Item name="description" label={t('admin.catalog.editor.fields.description')}>
                <RichTextEditor label={t('admin.catalog.editor.fields.description')} />
              </Form.Item>,
            ),
            tab('media', <CourseMediaFields kind={kind} uploadingFor={uploads.uploadingFor} />),
            tab('dates', <CourseDatesFields kind={kind} seatsTaken={course?.seats_taken ?? 0} />),
            tab('seo', <CourseSeoFields uploadingFor={uploads.uploadingFor} />),
            ...(kind === 'course'
              ? [
                  tab('access', <CourseAccessFields options={options} courseId={courseId} />),
                  tab('related', <CourseRelatedFields options={options} courseId={courseId} />),
                  tab(
                    'curriculum',
                    <LinkTab
                      courseId={courseId}
                      to={paths.admin.courseCurriculum}
                      name={t('admin.catalog.editor.tabs.curriculum')}
                    />,
                  ),
                ]
              : []),
            tab(
              'plans',
              <LinkTab
                courseId={courseId}
                to={paths.admin.coursePlans}
                name={t('admin.catalog.editor.tabs.plans')}
              />,
            ),
          ]}
        />
        <Button
          type="primary"
          htmlType="submit"
          loading={create.isPending || update.isPending}
          disabled={uploads.isUploading}
        >
          {uploads.isUploading ? t('admin.catalog.editor.uploading') : t('admin.catalog.editor.save')}
        </Button>
      </Form>
    </>
  );
};

export const CourseEditorLoading = () => <Skeleton active />;
