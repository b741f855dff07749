import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../hooks/use-notify';
import { useSaveSection } from '../api/save-section';

/** Adds a section (no section) or renames one. */
export const SectionModal = ({
  courseId,
  section,
  onClose,
}: {
  courseId: number;
  section: { id: number; name: string } | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const [form] = Form.useForm<{ name: string }>();
  const save = useSaveSection(courseId);
  const submit = ({ name }: { name: string }) =>
    save.mutate(
      { id: section?.id ?? null, name },
      {
        onSuccess: () => {
          void message.success(t('admin.saved'));
          onClose();
        },
        onError: notifyError,
      },
    );
  return (
    <Modal
      open
      title={t(section ? 'admin.curriculum.renameSection' : 'admin.curriculum.addSection')}
      okText={t('admin.curriculum.save')}
      cancelText={t('admin.confirm.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ name: section?.name ?? '' }} onFinish={submit}>
        <Form.Item
          name="name"
          label={t('admin.curriculum.sectionName')}
          rules={[{ required: true, whitespace: true, max: 255 }]}
        >
          <Input maxLength={255} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
};
