import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@shop/contract/http/api-client';
import { apiErrorBodySchema } from '@shop/contract/http/api-error';
import { uploadRoute, UPLOAD_FILE_FIELD } from '@shop/contract/media/upload';

/**
 * Uploads one picture through the upload route and answers the name the server gave it (an
 * administrator's upload is public and kept). The typed client sends JSON only, so the multipart
 * call is made here.
 */
export const uploadImage = async (file: File): Promise<string> => {
  const form = new FormData();
  form.append('index', '0');
  form.append(UPLOAD_FILE_FIELD, file);
  const response = await fetch(uploadRoute.path, { method: 'POST', body: form, credentials: 'same-origin' });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = apiErrorBodySchema.safeParse(json);
    throw new ApiError(response.status, parsed.success ? parsed.data : null, uploadRoute.path);
  }
  const [name] = uploadRoute.response.parse(json).fileName;
  if (!name) throw new ApiError(500, null, uploadRoute.path);
  return name;
};

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
