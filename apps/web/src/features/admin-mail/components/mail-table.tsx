import { App, Button, Flex, Input, Select, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminListTable } from '../../../components/admin/admin-list-table';
import { MAIL_STATES, MESSAGE_CHANNELS, type MailRow, type MailState } from '@shop/contract/admin/mail';
import { useNotify } from '../../../hooks/use-notify';
import { formatShopDateTime } from '../../../lib/admin-format';
import { useResendMail } from '../api/resend-mail';
import type { MailPage } from '../hooks/use-mail-page';

const LINE_OUTCOMES = ['sent', 'not_friend', 'over_quota'] as const;

/** What LINE made of a push, when it is one the page names. */
const isLineOutcome = (value: string | null): value is (typeof LINE_OUTCOMES)[number] =>
  LINE_OUTCOMES.some((outcome) => outcome === value);

const STATE_COLOURS: Readonly<Record<MailState, string>> = {
  queued: 'blue',
  delivered: 'green',
  retrying: 'orange',
  gaveUp: 'red',
};

/**
 * Every mail the shop sent or is sending, newest first, with its state, tries and last error;
 * a delivered one can be sent again, one not delivered retried now (after a confirmation).
 */
export const MailTable = ({ list, mail }: MailPage) => {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { notifyError } = useNotify();
  const resend = useResendMail();

  const confirmResend = (row: MailRow) =>
    void modal.confirm({
      title: t(row.state === 'delivered' ? 'admin.mail.resendTitle' : 'admin.mail.retryTitle', {
        subject: row.subject,
        to: row.to,
      }),
      okText: t('admin.confirm.ok'),
      cancelText: t('admin.confirm.cancel'),
      onOk: async () => {
        try {
          await resend.mutateAsync(row.id);
          void message.success(t('admin.mail.queuedAgain'));
        } catch (error) {
          notifyError(error);
        }
      },
    });

  return (
    <>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          style={{ maxWidth: 360 }}
          aria-label={t('admin.mail.filters.keyword')}
          placeholder={t('admin.mail.filters.keyword')}
          defaultValue={list.query.keyword}
          onSearch={(keyword) => list.update({ keyword })}
        />
        <Select
          allowClear
          style={{ minWidth: 200 }}
          aria-label={t('admin.mail.filters.state')}
          placeholder={t('admin.mail.filters.state')}
          value={list.query.state === undefined ? undefined : String(list.query.state)}
          onChange={(state?: string) => list.update({ state })}
          options={MAIL_STATES.map((state) => ({ value: state, label: t(`admin.mail.states.${state}`) }))}
        />
        <Select
          style={{ minWidth: 140 }}
          aria-label={t('admin.mail.filters.channel')}
          value={list.query.channel === 'line' ? 'line' : 'mail'}
          onChange={(channel: string) => list.update({ channel: channel === 'mail' ? undefined : channel })}
          options={MESSAGE_CHANNELS.map((channel) => ({
            value: channel,
            label: t(`admin.mail.channels.${channel}`),
          }))}
        />
        <Button onClick={() => void mail.refetch()}>{t('admin.mail.refresh')}</Button>
      </Flex>
      <AdminListTable<MailRow>
        list={list}
        result={mail}
        rowKey="id"
        columns={[
          {
            key: 'id',
            title: t('admin.mail.columns.id'),
            dataIndex: 'id',
            sorter: true,
            sortOrder: list.sortOrderOf('id'),
          },
          {
            key: 'created',
            title: t('admin.mail.columns.created'),
            sorter: true,
            sortOrder: list.sortOrderOf('created'),
            render: (_value, row) => formatShopDateTime(row.created_at),
          },
          { key: 'to', title: t('admin.mail.columns.to'), dataIndex: 'to' },
          { key: 'subject', title: t('admin.mail.columns.subject'), dataIndex: 'subject' },
          {
            key: 'state',
            title: t('admin.mail.columns.state'),
            render: (_value, row) => (
              <>
                <Tag color={STATE_COLOURS[row.state]}>{t(`admin.mail.states.${row.state}`)}</Tag>
                {isLineOutcome(row.outcome) && row.outcome !== 'sent' && (
                  <Tag color="warning">{t(`admin.mail.outcomes.${row.outcome}`)}</Tag>
                )}
              </>
            ),
          },
          {
            key: 'attempts',
            title: t('admin.mail.columns.attempts'),
            render: (_value, row) => `${String(row.attempts)} / ${String(row.max_attempts)}`,
          },
          {
            key: 'lastError',
            title: t('admin.mail.columns.lastError'),
            render: (_value, row) =>
              row.last_error === null ? (
                '—'
              ) : (
                <Typography.Text
                  type="danger"
                  ellipsis={{ tooltip: row.last_error }}
                  style={{ maxWidth: 260 }}
                >
                  {row.last_error}
                </Typography.Text>
              ),
          },
          {
            key: 'next',
            title: t('admin.mail.columns.next'),
            render: (_value, row) => formatShopDateTime(row.next_attempt_at),
          },
          {
            key: 'actions',
            title: t('admin.list.actions'),
            render: (_value, row) => {
              const button = (
                <Button
                  size="small"
                  disabled={!row.can_resend}
                  onClick={() => confirmResend(row)}
                  aria-label={`${t(row.state === 'delivered' ? 'admin.mail.resend' : 'admin.mail.retry')} ${String(row.id)}`}
                >
                  {t(row.state === 'delivered' ? 'admin.mail.resend' : 'admin.mail.retry')}
                </Button>
              );
              return row.can_resend ? button : <Tooltip title={t('admin.mail.notKept')}>{button}</Tooltip>;
            },
          },
        ]}
      />
    </>
  );
};
