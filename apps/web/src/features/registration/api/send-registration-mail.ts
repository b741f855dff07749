import { useMutation } from '@tanstack/react-query';
import { registrationMailRoute } from '@shop/contract/accounts/registration';
import { api } from '../../../lib/api-client';

/** The confirmation e-mail after a layout-four registration: the username and a set-password link. */
export const sendRegistrationMail = (input: { email: string; firstname: string; lastname: string }) =>
  api.call(registrationMailRoute, { body: input });

export const useSendRegistrationMail = () => useMutation({ mutationFn: sendRegistrationMail });
