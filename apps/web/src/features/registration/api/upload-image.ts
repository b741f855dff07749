import { uploadRoute, UPLOAD_FILE_FIELD } from '@shop/contract/media/upload';
import { apiErrorBodySchema } from '@shop/contract/http/api-error';
import { ApiError } from '@shop/contract/http/api-client';

/**
 * Uploads one image (multipart `imageinput` and `index`) and answers the name the server gave it.
 * The typed client sends JSON bodies only for this route, so the multipart call is made here.
 */
export const uploadImage = async (file: File, index: string): Promise<string> => {
  const form = new FormData();
  form.append('index', index);
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
