import { Button, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOMEWORK_STATES } from '@shop/contract/learning/homework';
import { AdminListTable } from '../../../components/admin/admin-list-table';
import { AdminPage } from '../../../components/admin/admin-page';
import { formatShopDateTime } from '../../../lib/admin-format';
import { useAdminListParams } from '../../../lib/admin-list-params';
import { mediaUrl } from '../../../lib/media-url';
import { useHomeworkQueue } from '../api/list-homework-queue';
import { HomeworkMarkModal } from './homework-mark-modal';

type State = (typeof HOMEWORK_STATES)[number];
type Row = NonNullable<ReturnType<typeof useHomeworkQueue>['data']>['data'][number];

const stateOf = (value: unknown): State =>
  (HOMEWORK_STATES as readonly unknown[]).includes(value) ? (value as State) : 'submitted';

/** The homework marking queue: submissions of one state, oldest first, each opened and marked. */
export const HomeworkQueue = () => {
  const { t } = useTranslation();
  const list = useAdminListParams(['status']);
  const status = stateOf(list.query.status);
  const queue = useHomeworkQueue({ status, page: list.query.page, pageSize: list.query.pageSize });
  const [marking, setMarking] = useState<Row | null>(null);

  return (
    <AdminPage title={t('admin.homework.title')} error={queue.error} onRetry={() => void queue.refetch()}>
      <Segmented
        style={{ marginBottom: 16 }}
        value={status}
        onChange={(value) => list.update({ status: value === 'submitted' ? undefined : value })}
        options={HOMEWORK_STATES.map((value) => ({ value, label: t(`admin.homework.states.${value}`) }))}
      />
      <AdminListTable<Row>
        list={list}
        result={queue}
        rowKey="id"
        columns={[
          {
            key: 'created',
            title: t('admin.homework.columns.created'),
            render: (_, row) => formatShopDateTime(row.created_at),
          },
          {
            key: 'student',
            title: t('admin.homework.columns.student'),
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                {row.student.name}
                <Typography.Text type="secondary">{row.student.email}</Typography.Text>
              </Space>
            ),
          },
          { key: 'course', title: t('admin.homework.columns.course'), render: (_, row) => row.course.title },
          { key: 'lecture', title: t('admin.homework.columns.lecture'), dataIndex: 'lecture_name' },
          {
            key: 'answer',
            title: t('admin.homework.columns.answer'),
            render: (_, row) => (
              <Space orientation="vertical" size={4} style={{ maxWidth: 420 }}>
                <Typography.Paragraph
                  style={{ whiteSpace: 'pre-wrap', margin: 0 }}
                  ellipsis={{ rows: 4, expandable: true }}
                >
                  {row.text || t('admin.homework.noText')}
                </Typography.Paragraph>
                {row.file_name ? (
                  // The shop serves a student's file as a download that runs nothing (never inline).
                  <a href={mediaUrl(row.file_name) ?? undefined} download>
                    {t('admin.homework.downloadFile')}
                  </a>
                ) : null}
              </Space>
            ),
          },
          {
            key: 'status',
            title: t('admin.homework.columns.status'),
            render: (_, row) => (
              <Tag color={row.status === 'passed' ? 'green' : row.status === 'failed' ? 'red' : 'gold'}>
                {t(`admin.homework.states.${row.status}`)}
                {row.score === null ? '' : ` (${String(row.score)})`}
              </Tag>
            ),
          },
          {
            key: 'actions',
            title: '',
            render: (_, row) => (
              <Button
                onClick={() => setMarking(row)}
                aria-label={`${t('admin.homework.mark')}: ${row.student.name}`}
              >
                {t('admin.homework.mark')}
              </Button>
            ),
          },
        ]}
      />
      {marking ? (
        <HomeworkMarkModal
          submission={{
            id: marking.id,
            studentName: marking.student.name,
            mark: {
              status: marking.status === 'failed' ? 'failed' : 'passed',
              score: marking.score,
              feedback: marking.feedback,
            },
          }}
          onClose={() => setMarking(null)}
        />
      ) : null}
    </AdminPage>
  );
};
