import { MAIL_FILTERS } from '@shop/contract/admin/mail';
import { listQueryOf, useAdminListParams } from '../../../lib/admin-list-params';
import { useMailList } from '../api/list-mail';

/** The outbox page's list parameters (kept in the address) and the page of mails they ask for. */
export const useMailPage = () => {
  const list = useAdminListParams(MAIL_FILTERS);
  const mail = useMailList(listQueryOf(list.query));
  return { list, mail };
};

export type MailPage = ReturnType<typeof useMailPage>;
