import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Flex, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPlan } from '@shop/contract/admin/plans-admin';
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
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const plans = useCoursePlans(courseId);
  const remove = useDeletePlan();
  const reorder = useReorderPlans();
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);
  const rows = plans.data?.data ?? [];
  const ids = rows.map((plan) => plan.id);
  const move = (index: number, step: -1 | 1) =>
    reorder.mutate({ courseId, planIds: moved(ids, index, step) }, { onError: notifyError });

  return (
    <>
      <Flex justify="end" style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('admin.pricing.addPlan')}
        </Button>
      </Flex>
      <Table<AdminPlan>
        rowKey="id"
        pagination={false}
        loading={plans.isFetching}
        dataSource={rows}
        locale={{ emptyText: t('admin.list.empty') }}
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
          {
            key: 'actions',
            title: t('admin.list.actions'),
            render: (_v, plan, index) => (
              <Space>
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
                <Button size="small" onClick={() => setEditing(plan)}>
                  {t('admin.pricing.editPlan')}
                </Button>
                {plan.is_ordered ? (
                  <Tooltip title={t('admin.pricing.orderedHint')}>
                    <Tag>{t('admin.pricing.ordered')}</Tag>
                  </Tooltip>
                ) : (
                  <Popconfirm
                    title={t('admin.pricing.deletePlanConfirm')}
                    okText={t('admin.confirm.ok')}
                    cancelText={t('admin.confirm.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      remove.mutate(
                        { courseId, planId: plan.id },
                        { onSuccess: () => void message.success(t('admin.saved')), onError: notifyError },
                      )
                    }
                  >
                    <Button size="small" danger>
                      {t('admin.settings.shipping.delete')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <PlanModal
          courseId={courseId}
          plan={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
};
