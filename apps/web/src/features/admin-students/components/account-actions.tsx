import { MailOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentDetail } from '@shop/contract/admin/students';
import { useNotify } from '../../../hooks/use-notify';
import { useSendPasswordLink } from '../api/send-password-link';
import { useSetStudentActive } from '../api/set-student-active';

const nameOf = (detail: StudentDetail) =>
  `${detail.profile.firstname} ${detail.profile.lastname}`.trim() || detail.profile.username;

/** A confirmation with a reason for the history, before the account is deactivated or reactivated. */
const ActiveModal = ({ detail, onClose }: { detail: StudentDetail; onClose: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const setActive = useSetStudentActive(detail.profile.id);
  const [reason, setReason] = useState('');
  const isActive = !detail.account.is_active;
  const verb = isActive ? 'reactivate' : 'deactivate';

  const confirm = async () => {
    try {
      await setActive.mutateAsync({ isActive, reason: reason.trim() });
      void message.success(t(`admin.students.actions.${isActive ? 'reactivated' : 'deactivated'}`));
      onClose();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Modal
      open
      title={t(`admin.students.actions.${verb}Title`, { name: nameOf(detail) })}
      okText={t(`admin.students.actions.${verb}`)}
      okButtonProps={{ danger: !isActive, loading: setActive.isPending }}
      cancelText={t('admin.confirm.cancel')}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t(`admin.students.actions.${verb}Text`)}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('admin.students.actions.reason')}>
          <Input.TextArea
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** What an administrator does to the account: mail a set-password link, deactivate or reactivate. */
export const AccountActions = ({ detail }: { detail: StudentDetail }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const sendLink = useSendPasswordLink(detail.profile.id);
  const [isChanging, setChanging] = useState(false);

  const onSendLink = async () => {
    try {
      const { email } = await sendLink.mutateAsync();
      void message.success(t('admin.students.actions.passwordLinkSent', { email }));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Space wrap>
      <Popconfirm
        title={t('admin.students.actions.passwordLinkTitle', { email: detail.profile.email })}
        description={t('admin.students.actions.passwordLinkText')}
        okText={t('admin.confirm.ok')}
        cancelText={t('admin.confirm.cancel')}
        onConfirm={() => void onSendLink()}
        disabled={!detail.account.is_active}
      >
        <Button icon={<MailOutlined />} loading={sendLink.isPending} disabled={!detail.account.is_active}>
          {t('admin.students.actions.passwordLink')}
        </Button>
      </Popconfirm>
      <Button danger={detail.account.is_active} onClick={() => setChanging(true)}>
        {t(`admin.students.actions.${detail.account.is_active ? 'deactivate' : 'reactivate'}`)}
      </Button>
      {isChanging ? <ActiveModal detail={detail} onClose={() => setChanging(false)} /> : null}
    </Space>
  );
};
