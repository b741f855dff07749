import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationRoute, type RegistrationBody } from '@shop/contract/accounts/registration';
import { api } from '../../../lib/api-client';
import { visitorId } from '../../../lib/visitor-id';

/** Registers a student and signs them in (the answer sets the session cookie; no login call follows). */
export const registerStudent = (body: RegistrationBody) =>
  api.call(registrationRoute, { body: { ...body, generate_id: visitorId() } });

/** After registering, everything the visitor saw is refreshed as the new user's. */
export const useRegisterStudent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerStudent,
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
