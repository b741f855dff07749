import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminPlan } from '@shop/contract/admin/plans-admin';
import { AdminEditTable } from '../../../components/admin-edit-table/admin-edit-table';
import { useNotify } from '../../../hooks/use-notify';
import { formatShopMoney } from '../../../lib/admin-format';
import { useDeletePlan } from '../api/delete-plan';
import { useCoursePlans } from '../api/list-course-plans';
import { useReorderPlans } from '../api/reorder-plans';
import { PlanModal } from './plan-modal';

/** The index of `from` moved one place up or down, as the whole list of ids. */
const moved = (ids: number[], from: number, step: -1 | 1) => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(from + step, 0, id);
  return next;
};

/** A course's plans: add, edit, reorder with buttons, delete (an ordered plan only hides). */
export const PlansTable = ({ courseId }: { courseId: number }) => {
  const { t } = useTranslation();
  const { notifyError } = useNotify();
  const plans = useCoursePlans(courseId);
  const remove = useDeletePlan();
  const reorder = useReorderPlans();
  const rows = plans.data?.data ?? [];
  const ids = rows.map((plan) => plan.id);
  const move = (index: number, step: -1 | 1) =>
    reorder.mutate({ courseId, planIds: moved(ids, index, step) }, { onError: notifyError });

  return (
    <AdminEditTable<AdminPlan>
      rows={rows}
      query={plans}
      rowKey="id"
      addLabel={t('admin.pricing.addPlan')}
      renderForm={(plan, close) => <PlanModal courseId={courseId} plan={plan} onClose={close} />}
      actions={{
        editLabel: t('admin.pricing.editPlan'),
        before: (_plan, index) => (
          <>
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={t('admin.pricing.moveUp')}
              disabled={index === 0 || reorder.isPending}
              onClick={() => move(index, -1)}
            />
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={t('admin.pricing.moveDown')}
              disabled={index === rows.length - 1 || reorder.isPending}
              onClick={() => move(index, 1)}
            />
          </>
        ),
        remove: {
          label: t('admin.settings.shipping.delete'),
          confirmTitle: () => t('admin.pricing.deletePlanConfirm'),
          run: (plan) => remove.mutateAsync({ courseId, planId: plan.id }),
          instead: (plan) =>
            plan.is_ordered ? (
              <Tooltip title={t('admin.pricing.orderedHint')}>
                <Tag>{t('admin.pricing.ordered')}</Tag>
              </Tooltip>
            ) : null,
        },
      }}
      columns={[
        {
          key: 'type',
          title: t('admin.pricing.planType'),
          render: (_v, plan) => (
            <Space wrap>
              {t(`admin.pricing.planTypes.${plan.plan_type}`)}
              {plan.is_default ? <Tag color="blue">{t('admin.pricing.isDefault')}</Tag> : null}
              {plan.free_for ? <Tag>{t('admin.pricing.studentFree')}</Tag> : null}
              {plan.is_for_member ? <Tag>{t('admin.pricing.forMember')}</Tag> : null}
              {plan.need_approval ? <Tag>{t('admin.pricing.needApproval')}</Tag> : null}
            </Space>
          ),
        },
        { key: 'name', title: t('admin.pricing.planName'), dataIndex: 'name' },
        {
          key: 'term',
          title: t('admin.pricing.term'),
          render: (_v, plan) => (plan.term === null ? '—' : `${String(plan.term)} ${plan.term_unit ?? ''}`),
        },
        {
          key: 'price',
          title: t('admin.pricing.price'),
          render: (_v, plan) => (plan.price === null ? '—' : formatShopMoney(plan.price, 'THB')),
        },
        {
          key: 'price_usd',
          title: t('admin.pricing.priceUsd'),
          render: (_v, plan) => (plan.price_usd === null ? '—' : formatShopMoney(plan.price_usd, 'USD')),
        },
        {
          key: 'shown',
          title: t('admin.pricing.shown'),
          render: (_v, plan) => (plan.status_show === 1 ? <Tag color="green">✓</Tag> : <Tag>—</Tag>),
        },
      ]}
    />
  );
};
