import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@shop/contract/http/api-client';
import { apiErrorBodySchema } from '@shop/contract/http/api-error';
import { SLIP_FILE_FIELD, slipUploadRoute } from '@shop/contract/payments/bank-transfer';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/**
 * Uploads one transfer slip (multipart field `slip`) and answers the name the server gave it. The
 * typed client sends JSON only, and fetch cannot report upload progress, so this call uses XHR.
 */
export const uploadSlip = (file: File, onProgress?: (percent: number) => void): Promise<string> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(slipUploadRoute.method, slipUploadRoute.path);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => {
      reject(new ApiError(0, null, slipUploadRoute.path));
    };
    request.onload = () => {
      const json = parseJson(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        const parsed = apiErrorBodySchema.safeParse(json);
        reject(new ApiError(request.status, parsed.success ? parsed.data : null, slipUploadRoute.path));
        return;
      }
      const answer = slipUploadRoute.response.safeParse(json);
      const name = answer.success ? answer.data.fileName[0] : undefined;
      if (name) resolve(name);
      else reject(new ApiError(request.status, null, slipUploadRoute.path));
    };
    const form = new FormData();
    form.append(SLIP_FILE_FIELD, file);
    request.send(form);
  });

/** The slip upload as a mutation, so a 401 opens the session modals like every private call. */
export const useUploadSlip = () =>
  useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      uploadSlip(file, onProgress),
  });
