import { useMutation } from '@tanstack/react-query';
import { changePasswordRoute, type ChangePasswordBody } from '@shop/contract/accounts/my-account';
import { api } from '../../../lib/api-client';

export const changePassword = (body: ChangePasswordBody) => api.call(changePasswordRoute, { body });

/** Changes the password; the account's other sessions end, this one stays. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
