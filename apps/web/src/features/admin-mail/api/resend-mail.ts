import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resendMailRoute } from '@shop/contract/admin/mail';
import { api } from '../../../lib/api-client';
import { ADMIN_MAIL_KEY } from './list-mail';

export const resendMail = async (id: number) => (await api.call(resendMailRoute, { params: { id } })).data;

/** Sends a mail again (a delivered one as a new mail) or retries it now; the outbox reloads. */
export const useResendMail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_MAIL_KEY }),
  });
};
