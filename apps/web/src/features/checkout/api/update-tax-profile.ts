import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateTaxProfileRoute, type TaxProfileBody } from '@shop/contract/accounts/student-profile';
import { api } from '../../../lib/api-client';
import { STUDENT_PROFILE_KEY } from './get-student-profile';

export const updateTaxProfile = (body: TaxProfileBody) => api.call(updateTaxProfileRoute, { body });

/** Saves the tax-invoice details (PUT /private/myaccount/students/tax) and reloads the profile. */
export const useUpdateTaxProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaxProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENT_PROFILE_KEY }),
  });
};
