import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reissueDocumentRoute, type ReissueDocumentBody } from '@shop/contract/admin/tax-documents';
import { api } from '../../../lib/api-client';
import { ADMIN_DOCUMENTS_KEY } from './list-admin-documents';

/** Voids a tax invoice or receipt and issues its replacement with the corrected buyer. */
export const reissueDocument = async ({ id, body }: { id: number; body: ReissueDocumentBody }) =>
  (await api.call(reissueDocumentRoute, { params: { id }, body })).data;

export const useReissueDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reissueDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_DOCUMENTS_KEY }),
  });
};
