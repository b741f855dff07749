import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page';
import { MailTable } from '../../../features/admin-mail/components/mail-table';
import { useMailPage } from '../../../features/admin-mail/hooks/use-mail-page';

/** `/admin/mail`: the mail outbox with each mail's state and tries, and sending one again. */
export const MailRoute = () => {
  const { t } = useTranslation();
  const page = useMailPage();
  return (
    <AdminPage title={t('admin.mail.title')} error={page.mail.error} onRetry={() => void page.mail.refetch()}>
      <MailTable {...page} />
    </AdminPage>
  );
};
