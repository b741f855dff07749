import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, buildPath } from '@shop/contract/http/api-client';
import { apiErrorBodySchema } from '@shop/contract/http/api-error';
import {
  uploadWithholdingCertificateRoute,
  WITHHOLDING_FILE_FIELD,
} from '@shop/contract/documents/tax-documents';
import { orderDocumentsQueryOptions } from './list-order-documents';

/**
 * Sends the buyer's withholding certificate for an order (multipart field `file`). The typed
 * client sends JSON bodies only, so this multipart call is made here.
 */
export const uploadWithholdingCertificate = async ({ orderId, file }: { orderId: number; file: File }) => {
  const path = buildPath(uploadWithholdingCertificateRoute.path, { id: orderId });
  const form = new FormData();
  form.append(WITHHOLDING_FILE_FIELD, file);
  const response = await fetch(path, { method: 'POST', body: form, credentials: 'same-origin' });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = apiErrorBodySchema.safeParse(json);
    throw new ApiError(
      response.status,
      parsed.success ? parsed.data : null,
      uploadWithholdingCertificateRoute.path,
    );
  }
  return uploadWithholdingCertificateRoute.response.parse(json).data;
};

export const useUploadWithholdingCertificate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadWithholdingCertificate,
    onSuccess: (_certificate, { orderId }) =>
      queryClient.invalidateQueries({ queryKey: orderDocumentsQueryOptions(orderId).queryKey }),
  });
};
