import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listMailRoute, type MailListQuery } from '@shop/contract/admin/mail';
import { api } from '../../../lib/api-client';

export const ADMIN_MAIL_KEY = ['admin', 'mail'] as const;

export const listMail = async (query: Partial<MailListQuery>) => {
  const answer = await api.call(listMailRoute, { query });
  return { data: answer.data, total: answer.total };
};

export const mailQueryOptions = (query: Partial<MailListQuery>) =>
  queryOptions({
    queryKey: [...ADMIN_MAIL_KEY, 'list', query],
    queryFn: () => listMail(query),
    placeholderData: keepPreviousData,
  });

/** One page of the outbox, as the address's search, state, sort and page ask. */
export const useMailList = (query: Partial<MailListQuery>) => useQuery(mailQueryOptions(query));
