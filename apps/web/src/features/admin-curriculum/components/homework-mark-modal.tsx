import { App, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../hooks/use-notify';
import { useMarkHomework, type HomeworkMark } from '../api/mark-homework';

/** Marks one submission passed or failed, with a score and a comment to the student. */
export const HomeworkMarkModal = ({
  submission,
  onClose,
}: {
  submission: { id: number; studentName: string; mark: HomeworkMark };
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const [form] = Form.useForm<HomeworkMark>();
  const mark = useMarkHomework();
  const submit = (values: HomeworkMark) =>
    mark.mutate(
      {
        id: submission.id,
        mark: { ...values, score: values.score ?? null },
      },
      {
        onSuccess: () => {
          void message.success(t('admin.homework.marked'));
          onClose();
        },
        onError: notifyError,
      },
    );
  return (
    <Modal
      open
      title={t('admin.homework.markTitle', { name: submission.studentName })}
      okText={t('admin.curriculum.save')}
      cancelText={t('admin.confirm.cancel')}
      confirmLoading={mark.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={submission.mark} onFinish={submit}>
        <Form.Item name="status" label={t('admin.homework.columns.status')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'passed', label: t('admin.homework.pass') },
              { value: 'failed', label: t('admin.homework.fail') },
            ]}
          />
        </Form.Item>
        <Form.Item name="score" label={t('admin.homework.score')}>
          <InputNumber min={0} max={100} precision={0} />
        </Form.Item>
        <Form.Item name="feedback" label={t('admin.homework.feedback')} rules={[{ max: 5000 }]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={5000} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
