import { useMutation } from '@tanstack/react-query';
import { sendPasswordLinkRoute } from '@shop/contract/admin/student-actions';
import { api } from '../../../lib/api-client';

export const sendPasswordLink = async (userId: number) =>
  (await api.call(sendPasswordLinkRoute, { params: { id: userId } })).data;

/** Mails the student the one-hour set-password link of /forgotpass. */
export const useSendPasswordLink = (userId: number) =>
  useMutation({ mutationFn: () => sendPasswordLink(userId) });
