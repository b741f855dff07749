import { App, Checkbox, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminLecture } from '@shop/contract/admin/curriculum-schemas';
import { useNotify } from '../../../hooks/use-notify';
import { useSaveLecture } from '../api/save-lecture';
import { formValuesOf, lectureBodyOf, type LectureFormValues } from '../lib/lecture-form';
import { LectureKindFields } from './lecture-kind-fields';

const KINDS = ['video', 'text', 'file', 'quiz', 'homework'] as const;

/** Adds a lecture to a section, or edits one, with the fields of its kind. */
export const LectureModal = ({
  courseId,
  sectionId,
  lecture,
  onClose,
}: {
  courseId: number;
  sectionId: number;
  lecture: AdminLecture | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { notifyError } = useNotify();
  const [form] = Form.useForm<LectureFormValues>();
  // Undefined until the form has mounted its fields.
  const watched = Form.useWatch('content_type', form) as LectureFormValues['content_type'] | undefined;
  const kind = watched ?? lecture?.content_type ?? 'video';
  const [isUploading, setUploading] = useState(false);
  const save = useSaveLecture(courseId);

  const submit = (values: LectureFormValues) =>
    save.mutate(
      { id: lecture?.id ?? null, body: lectureBodyOf(lecture?.section_id ?? sectionId, values) },
      {
        onSuccess: () => {
          void message.success(t('admin.saved'));
          onClose();
        },
        onError: notifyError,
      },
    );

  // Esc, the cross and Cancel all close: changes typed into a long quiz are not thrown away unasked.
  const isAsking = useRef(false);
  const close = () => {
    if (!form.isFieldsTouched()) {
      onClose();
      return;
    }
    // One question at a time, however many times Esc is pressed.
    if (isAsking.current) return;
    isAsking.current = true;
    modal.confirm({
      title: t('admin.curriculum.discardTitle'),
      content: t('admin.curriculum.discardText'),
      okText: t('admin.curriculum.discard'),
      okButtonProps: { danger: true },
      cancelText: t('admin.curriculum.keepEditing'),
      onOk: onClose,
      afterClose: () => {
        isAsking.current = false;
      },
    });
  };

  return (
    <Modal
      open
      width={720}
      title={t(lecture ? 'admin.curriculum.editLecture' : 'admin.curriculum.addLecture')}
      okText={t('admin.curriculum.save')}
      cancelText={t('admin.confirm.cancel')}
      okButtonProps={{
        disabled: isUploading,
        title: isUploading ? t('admin.curriculum.uploading') : undefined,
      }}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={formValuesOf(lecture)} onFinish={submit}>
        <Form.Item
          name="name"
          label={t('admin.curriculum.fields.name')}
          rules={[{ required: true, whitespace: true, max: 255 }]}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="content_type" label={t('admin.curriculum.fields.kind')}>
          <Select options={KINDS.map((value) => ({ value, label: t(`admin.curriculum.kinds.${value}`) }))} />
        </Form.Item>
        <Form.Item name="is_preview" valuePropName="checked">
          <Checkbox>{t('admin.curriculum.fields.isPreview')}</Checkbox>
        </Form.Item>
        <Form.Item
          name="video_duration"
          label={t('admin.curriculum.fields.duration')}
          extra={kind === 'video' ? t('admin.curriculum.fields.durationFromFile') : undefined}
        >
          <InputNumber min={0} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <LectureKindFields kind={kind} onUploadingChange={setUploading} />
      </Form>
    </Modal>
  );
};
