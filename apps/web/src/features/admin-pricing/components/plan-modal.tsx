import { Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminPlan } from '@shop/contract/admin/plans-admin';
import { PLAN_TYPES, PRICING_TYPES, TERM_UNITS, type PlanType } from '@shop/domain/catalog/pricing-plan';
import { EditFormModal } from '../../../components/admin-edit-table/edit-form-modal';
import { useSavePlan } from '../api/save-plan';
import { CoursePicker } from './course-picker';
import { toMajor, toMinor } from '../lib/form-money';

type Values = Omit<
  AdminPlan,
  'id' | 'course_id' | 'sort_order' | 'is_ordered' | 'free_course_ids' | 'status_show'
> & {
  status_show: boolean;
  free_course_ids: number[];
  student_free: boolean;
};

const valuesOf = (plan: AdminPlan | null): Values => ({
  name: plan?.name ?? '',
  plan_type: plan?.plan_type ?? 'Period',
  term: plan?.term ?? null,
  term_unit: plan?.term_unit ?? null,
  term_2: plan?.term_2 ?? null,
  term_unit_2: plan?.term_unit_2 ?? null,
  price: toMajor(plan?.price ?? null, 'THB'),
  price_usd: toMajor(plan?.price_usd ?? null, 'USD'),
  status_show: (plan?.status_show ?? 1) === 1,
  is_default: plan?.is_default ?? false,
  pricing_type: plan?.pricing_type ?? 'default',
  free_for: plan?.free_for ?? null,
  student_free: plan?.free_for === 'Student',
  free_course_ids: plan?.free_course_ids ?? [],
  buy_course_free: plan?.buy_course_free ?? false,
  need_approval: plan?.need_approval ?? false,
  is_for_member: plan?.is_for_member ?? false,
});

/** Adds or edits one plan; the fields each plan type uses show for that type only. */
export const PlanModal = ({
  courseId,
  plan,
  onClose,
}: {
  courseId: number;
  plan: AdminPlan | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSavePlan();
  const planType = Form.useWatch<PlanType | undefined>('plan_type', form) ?? valuesOf(plan).plan_type;
  const studentFree = Form.useWatch<boolean | undefined>('student_free', form) ?? false;
  const hasTerm = planType === 'Period' || planType === 'Actual';
  const isFree = planType === 'Free';

  const submit = (values: Values) =>
    save.mutateAsync({
      courseId,
      planId: plan?.id ?? null,
      body: {
        name: values.name,
        plan_type: values.plan_type,
        term: hasTerm ? values.term : null,
        term_unit: hasTerm ? values.term_unit : null,
        term_2: planType === 'Actual' ? values.term_2 : null,
        term_unit_2: planType === 'Actual' ? values.term_unit_2 : null,
        price: isFree ? 0 : toMinor(values.price, 'THB'),
        price_usd: isFree ? null : toMinor(values.price_usd, 'USD'),
        status_show: values.status_show ? 1 : 0,
        is_default: values.is_default,
        pricing_type: values.pricing_type,
        free_for: values.student_free ? 'Student' : null,
        free_course_ids: values.student_free ? values.free_course_ids : [],
        buy_course_free: values.student_free && values.buy_course_free,
        need_approval: isFree && values.need_approval,
        is_for_member: values.is_for_member,
      },
    });

  return (
    <EditFormModal<Values>
      width={640}
      title={t(plan ? 'admin.pricing.editPlan' : 'admin.pricing.addPlan')}
      form={form}
      initialValues={valuesOf(plan)}
      save={submit}
      onClose={onClose}
    >
      <Form.Item name="plan_type" label={t('admin.pricing.planType')} rules={[{ required: true }]}>
        <Radio.Group
          options={PLAN_TYPES.map((type: PlanType) => ({
            value: type,
            label: t(`admin.pricing.planTypes.${type}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="name" label={t('admin.pricing.planName')} rules={[{ max: 200 }]}>
        <Input maxLength={200} />
      </Form.Item>
      {hasTerm ? (
        <>
          <Form.Item
            name="term"
            label={t(planType === 'Actual' ? 'admin.pricing.termHours' : 'admin.pricing.term')}
            extra={t('admin.pricing.termHint')}
            rules={[{ required: true }]}
          >
            <InputNumber min={-1} precision={0} />
          </Form.Item>
          <Form.Item name="term_unit" label={t('admin.pricing.termUnit')} rules={[{ required: true }]}>
            <Select
              options={TERM_UNITS.map((unit) => ({
                value: unit,
                label: t(`admin.students.units.${unit}`),
              }))}
              style={{ width: 200 }}
            />
          </Form.Item>
        </>
      ) : null}
      {planType === 'Actual' ? (
        <>
          <Form.Item name="term_2" label={t('admin.pricing.term2')}>
            <InputNumber min={-1} precision={0} />
          </Form.Item>
          <Form.Item name="term_unit_2" label={t('admin.pricing.termUnit2')}>
            <Select
              allowClear
              options={TERM_UNITS.map((unit) => ({
                value: unit,
                label: t(`admin.students.units.${unit}`),
              }))}
              style={{ width: 200 }}
            />
          </Form.Item>
        </>
      ) : null}
      {isFree ? (
        <Form.Item name="need_approval" label={t('admin.pricing.needApproval')} valuePropName="checked">
          <Switch />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="price" label={t('admin.pricing.price')} rules={[{ required: true }]}>
            <InputNumber min={0} precision={2} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="price_usd" label={t('admin.pricing.priceUsd')}>
            <InputNumber min={0} precision={2} style={{ width: 200 }} />
          </Form.Item>
        </>
      )}
      <Form.Item name="pricing_type" label={t('admin.pricing.pricingType')}>
        <Select
          options={PRICING_TYPES.map((type) => ({
            value: type,
            label: t(`admin.pricing.pricingTypes.${type}`),
          }))}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item name="status_show" label={t('admin.pricing.shown')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="is_default" label={t('admin.pricing.isDefault')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="is_for_member" label={t('admin.pricing.forMember')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="student_free" label={t('admin.pricing.studentFree')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {studentFree ? (
        <>
          <Form.Item
            name="free_course_ids"
            label={t('admin.pricing.freeCourseIds')}
            rules={[{ required: true }]}
          >
            <CoursePicker />
          </Form.Item>
          <Form.Item name="buy_course_free" label={t('admin.pricing.buyCourseFree')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      ) : null}
    </EditFormModal>
  );
};
