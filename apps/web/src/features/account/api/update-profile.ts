import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfileRoute, type UpdateProfileBody } from '@shop/contract/accounts/my-account';
import { api } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../auth/api/current-user';
import { STUDENT_PROFILE_KEY } from '../../checkout/api/get-student-profile';

export const updateProfile = (body: UpdateProfileBody) => api.call(updateProfileRoute, { body });

/** Saves the student's main data; the profile and the header's name are read again. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: STUDENT_PROFILE_KEY }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      ]),
  });
};
