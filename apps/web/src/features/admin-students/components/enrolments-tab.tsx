import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Flex, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentEnrolment } from '@shop/contract/admin/students';
import { useNotify } from '../../../hooks/use-notify';
import { formatShopDateTime } from '../../../lib/admin-format';
import { useRevokeEnrolment } from '../api/revoke-enrolment';
import { accessLeft, learningLength } from '../lib/access-left';
import { canAddLearningTime, canMoveEnd } from '../lib/extendable';
import { ExtendEnrolmentModal } from './extend-enrolment-modal';
import { GrantEnrolmentModal } from './grant-enrolment-modal';

type EnrolmentsTabProps = { userId: number; enrolments: StudentEnrolment[] };

/** The student's courses with their access windows and time left; grant, extend and revoke. */
export const EnrolmentsTab = ({ userId, enrolments }: EnrolmentsTabProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const revoke = useRevokeEnrolment(userId);
  const [isGranting, setGranting] = useState(false);
  const [extending, setExtending] = useState<StudentEnrolment | null>(null);

  const length = (ms: number) => {
    const value = learningLength(ms);
    return t(`admin.students.duration.${value.unit}`, { count: value.count });
  };

  const left = (row: StudentEnrolment) => {
    if (row.status === 'revoked') return <Tag color="red">{t('admin.students.enrolments.revoked')}</Tag>;
    const value = accessLeft(row.remaining_ms);
    if (value === 'unlimited') return <Tag color="green">{t('admin.students.enrolments.unlimited')}</Tag>;
    if (value === 'ended') return <Tag>{t('admin.students.enrolments.ended')}</Tag>;
    return <Tag color="blue">{t(`admin.students.duration.${value.unit}`, { count: value.count })}</Tag>;
  };

  const onRevoke = async (row: StudentEnrolment) => {
    try {
      await revoke.mutateAsync(row.id);
      void message.success(t('admin.students.enrolments.revokedDone'));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <>
      <Flex justify="end" style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setGranting(true)}>
          {t('admin.students.enrolments.grant')}
        </Button>
      </Flex>
      <Table<StudentEnrolment>
        rowKey="id"
        dataSource={enrolments}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('admin.students.enrolments.empty') }}
        columns={[
          { key: 'course', title: t('admin.students.enrolments.course'), dataIndex: 'course_title' },
          {
            key: 'source',
            title: t('admin.students.enrolments.source'),
            render: (_value, row) =>
              row.order_id === null
                ? t('admin.students.enrolments.byAdmin')
                : t('admin.students.enrolments.fromOrder', { id: row.order_id }),
          },
          {
            key: 'plan',
            title: t('admin.students.enrolments.plan'),
            render: (_value, row) =>
              t(`admin.students.planTypes.${row.plan_type}`, { defaultValue: row.plan_type }),
          },
          {
            key: 'starts',
            title: t('admin.students.enrolments.starts'),
            render: (_value, row) => formatShopDateTime(row.starts_at),
          },
          {
            key: 'ends',
            title: t('admin.students.enrolments.ends'),
            render: (_value, row) =>
              row.expires_at === null
                ? t('admin.students.enrolments.noEnd')
                : formatShopDateTime(row.expires_at),
          },
          {
            key: 'learning',
            title: t('admin.students.enrolments.learningTime'),
            render: (_value, row) =>
              row.learning_budget_ms === null
                ? '—'
                : t('admin.students.enrolments.learningUsed', {
                    spent: length(row.learning_spent_ms),
                    budget: length(row.learning_budget_ms),
                  }),
          },
          { key: 'left', title: t('admin.students.enrolments.left'), render: (_value, row) => left(row) },
          {
            key: 'actions',
            title: t('admin.list.actions'),
            render: (_value, row) => (
              <Space>
                <Button
                  size="small"
                  disabled={!canMoveEnd(row) && !canAddLearningTime(row)}
                  onClick={() => setExtending(row)}
                  aria-label={`${t('admin.students.enrolments.extend')} ${row.course_title}`}
                >
                  {t('admin.students.enrolments.extend')}
                </Button>
                <Popconfirm
                  title={t('admin.students.enrolments.revokeTitle', { course: row.course_title })}
                  description={t('admin.students.enrolments.revokeText')}
                  okText={t('admin.confirm.ok')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('admin.confirm.cancel')}
                  onConfirm={() => void onRevoke(row)}
                  disabled={row.status === 'revoked'}
                >
                  <Button
                    size="small"
                    danger
                    disabled={row.status === 'revoked'}
                    aria-label={`${t('admin.students.enrolments.revoke')} ${row.course_title}`}
                  >
                    {t('admin.students.enrolments.revoke')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {isGranting ? <GrantEnrolmentModal userId={userId} onClose={() => setGranting(false)} /> : null}
      {extending ? (
        <ExtendEnrolmentModal userId={userId} enrolment={extending} onClose={() => setExtending(null)} />
      ) : null}
    </>
  );
};
