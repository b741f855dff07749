import { App, DatePicker, Form, Input, InputNumber, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { StudentEnrolment } from '@shop/contract/admin/students';
import { useNotify } from '../../../hooks/use-notify';
import { formatShopDateTime } from '../../../lib/admin-format';
import { useExtendEnrolment } from '../api/extend-enrolment';
import { canAddLearningTime, canMoveEnd } from '../lib/extendable';

type Values = { new_end_date?: Dayjs | null; extra_learning_hours?: number | null; reason?: string };

type ExtendEnrolmentModalProps = { userId: number; enrolment: StudentEnrolment; onClose: () => void };

/**
 * Lengthens an enrolment: a later end day (access runs to the end of that day in Bangkok) when it
 * has an end, more learning hours when its plan counts learning time, or both.
 */
export const ExtendEnrolmentModal = ({ userId, enrolment, onClose }: ExtendEnrolmentModalProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const extend = useExtendEnrolment(userId);
  const [form] = Form.useForm<Values>();
  const end = enrolment.expires_at === null ? dayjs() : dayjs(enrolment.expires_at);
  // The chosen day's end must come after both the current end and now.
  const earliest = end.isAfter(dayjs()) ? end : dayjs();

  const submit = async (values: Values) => {
    try {
      await extend.mutateAsync({
        enrolmentId: enrolment.id,
        body: {
          ...(values.new_end_date ? { new_end_date: values.new_end_date.format('YYYY-MM-DD') } : {}),
          ...(values.extra_learning_hours ? { extra_learning_hours: values.extra_learning_hours } : {}),
          ...(values.reason ? { reason: values.reason } : {}),
        },
      });
      void message.success(t('admin.students.enrolments.extended'));
      onClose();
    } catch (error) {
      notifyError(error);
    }
  };

  const needOne = {
    validator: () =>
      form.getFieldValue('new_end_date') || form.getFieldValue('extra_learning_hours')
        ? Promise.resolve()
        : Promise.reject(new Error(t('admin.students.extend.needOne'))),
  };

  return (
    <Modal
      open
      title={t('admin.students.extend.title', { course: enrolment.course_title })}
      okText={t('admin.students.extend.submit')}
      okButtonProps={{ loading: extend.isPending }}
      cancelText={t('admin.confirm.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        {canMoveEnd(enrolment) ? (
          <Form.Item
            name="new_end_date"
            label={t('admin.students.extend.newEnd')}
            extra={t('admin.students.extend.current', { value: formatShopDateTime(enrolment.expires_at) })}
            dependencies={['extra_learning_hours']}
            rules={[needOne]}
          >
            <DatePicker disabledDate={(day) => day.isBefore(earliest, 'day')} />
          </Form.Item>
        ) : null}
        {canAddLearningTime(enrolment) ? (
          <Form.Item
            name="extra_learning_hours"
            label={t('admin.students.extend.extraHours')}
            dependencies={['new_end_date']}
            rules={[needOne]}
          >
            <InputNumber min={1} max={100_000} precision={0} />
          </Form.Item>
        ) : null}
        <Form.Item name="reason" label={t('admin.students.extend.reason')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
