import { App, Form, Input, InputNumber, Modal, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GrantEnrolmentBody } from '@shop/contract/admin/student-actions';
import { ApiError } from '@shop/contract/http/api-client';
import { PLAN_TYPES, TERM_UNITS } from '@shop/domain/catalog/pricing-plan';
import { useNotify } from '../../../hooks/use-notify';
import { useGrantEnrolment } from '../api/grant-enrolment';
import { useStudentOptions } from '../api/student-options';

type Values = GrantEnrolmentBody;

type GrantEnrolmentModalProps = { userId: number; onClose: () => void };

/** Only the terms the plan type reads: a term left in a hidden field is not sent. */
const bodyOf = (values: Values): GrantEnrolmentBody => {
  const hasTerm = values.plan_type === 'Period' || values.plan_type === 'Actual';
  const hasLimit = values.plan_type === 'Actual' && values.term2 != null && values.term_unit2 != null;
  return {
    course_id: values.course_id,
    plan_type: values.plan_type,
    ...(hasTerm ? { term: values.term, term_unit: values.term_unit } : {}),
    ...(hasLimit ? { term2: values.term2, term_unit2: values.term_unit2 } : {}),
    ...(values.reason ? { reason: values.reason } : {}),
  };
};

/**
 * Gives the student a course without an order: a course, a plan type and its term (Period: a
 * length; Actual: learning time and an optional date limit; One-Time Payment and Free: no limit).
 * Access starts when it is saved; a refusal is shown on its field or as a notice.
 */
export const GrantEnrolmentModal = ({ userId, onClose }: GrantEnrolmentModalProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const options = useStudentOptions();
  const grant = useGrantEnrolment(userId);
  const [form] = Form.useForm<Values>();
  // Undefined until the form has rendered once.
  const watched = Form.useWatch('plan_type', form) as Values['plan_type'] | undefined;
  const planType = watched ?? 'Period';
  const hasTerm = planType === 'Period' || planType === 'Actual';
  const required = [{ required: true, message: t('admin.students.grant.course') }];
  const unitOptions = TERM_UNITS.map((unit) => ({ value: unit, label: t(`admin.students.units.${unit}`) }));

  const submit = async (values: Values) => {
    try {
      await grant.mutateAsync(bodyOf(values));
      void message.success(t('admin.students.enrolments.granted'));
      onClose();
    } catch (error) {
      const params = error instanceof ApiError ? (error.body?.error.params ?? []) : [];
      const known = params.filter((item) =>
        ['course_id', 'term', 'term_unit', 'term2', 'term_unit2'].includes(item.param),
      );
      if (known.length > 0)
        form.setFields(known.map((item) => ({ name: item.param as keyof Values, errors: [item.message] })));
      else notifyError(error);
    }
  };

  return (
    <Modal
      open
      title={t('admin.students.grant.title')}
      okText={t('admin.students.grant.submit')}
      okButtonProps={{ loading: grant.isPending }}
      cancelText={t('admin.confirm.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ plan_type: 'Period', term: 1, term_unit: 'Year(s)' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="course_id" label={t('admin.students.grant.course')} rules={required}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={options.isPending}
            options={(options.data?.courses ?? []).map((course) => ({
              value: course.id,
              label: course.title,
            }))}
          />
        </Form.Item>
        <Form.Item name="plan_type" label={t('admin.students.grant.planType')}>
          <Select
            options={PLAN_TYPES.map((type) => ({
              value: type,
              label: t(`admin.students.planTypes.${type}`),
            }))}
          />
        </Form.Item>
        {hasTerm ? (
          <Form.Item
            label={t(planType === 'Actual' ? 'admin.students.grant.termActual' : 'admin.students.grant.term')}
            required
          >
            <Space.Compact>
              <Form.Item
                name="term"
                noStyle
                rules={[{ required: true, message: t('admin.students.grant.term') }]}
              >
                <InputNumber
                  min={1}
                  max={100_000}
                  precision={0}
                  aria-label={t('admin.students.grant.term')}
                />
              </Form.Item>
              <Form.Item name="term_unit" noStyle rules={[{ required: true }]}>
                <Select
                  style={{ minWidth: 120 }}
                  options={unitOptions}
                  aria-label={t('admin.students.grant.unit')}
                />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        ) : (
          <Typography.Paragraph type="secondary">
            {t('admin.students.grant.unlimitedHint')}
          </Typography.Paragraph>
        )}
        {planType === 'Actual' ? (
          <Form.Item label={t('admin.students.grant.term2')}>
            <Space.Compact>
              <Form.Item name="term2" noStyle>
                <InputNumber
                  min={1}
                  max={100_000}
                  precision={0}
                  aria-label={t('admin.students.grant.term2')}
                />
              </Form.Item>
              <Form.Item name="term_unit2" noStyle>
                <Select
                  allowClear
                  style={{ minWidth: 120 }}
                  options={unitOptions}
                  aria-label={t('admin.students.grant.unit')}
                />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        ) : null}
        <Form.Item name="reason" label={t('admin.students.grant.reason')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Typography.Text type="secondary">{t('admin.students.grant.startsNow')}</Typography.Text>
      </Form>
    </Modal>
  );
};
